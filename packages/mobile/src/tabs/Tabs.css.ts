import { createGlobalVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { scrollingList } from '../internal/tabList.css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const tabsVars = {
  activeColor: createGlobalVar('tm-tabs-active-color'),
  lineHeight: createGlobalVar('tm-tabs-line-height'),
  lineWidth: createGlobalVar('tm-tabs-line-width'),
  headerBackground: createGlobalVar('tm-tabs-header-background'),
  stickyTop: createGlobalVar('tm-tabs-sticky-top'),
};

const activeColor = fallbackVar(tabsVars.activeColor, vars.color.primary);

export const root = style({ position: 'relative' }, 'tabs');

export const header = style(
  {
    background: fallbackVar(tabsVars.headerBackground, vars.color.background),
    borderBottom: `1px solid ${vars.color.border}`,
  },
  'tabs-header',
);

export const sticky = style(
  { position: 'sticky', top: fallbackVar(tabsVars.stickyTop, '0px'), zIndex: 2 },
  'tabs-sticky',
);

export const list = scrollingList;

export const stretch = style({}, 'tabs-stretch');

export const tab = style(
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    flex: 'none',
    minHeight: 44,
    paddingInline: vars.space.m,
    border: 0,
    background: 'none',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.m,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      [`${stretch} > &`]: { flex: '1 0 auto' },
      '&[aria-selected="true"]': { color: activeColor, fontWeight: 600 },
      '&[aria-disabled="true"]': {
        color: vars.color.textSecondary,
        cursor: 'not-allowed',
        opacity: 0.6,
      },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'tabs-tab',
);

export const title = style(
  { position: 'relative', alignSelf: 'stretch', display: 'flex', alignItems: 'center' },
  'tabs-title',
);

// The bar sits in the active tab (in its title with `auto`), drawn by CSS alone; it slides over
// with the Web Animations API, from its left edge so a scale keeps that edge.
export const line = style(
  {
    position: 'absolute',
    insetInline: 0,
    bottom: 0,
    height: fallbackVar(tabsVars.lineHeight, '2px'),
    borderRadius: vars.radius.round,
    background: activeColor,
    transformOrigin: 'left',
    pointerEvents: 'none',
  },
  'tabs-line',
);

export const fixedLine = style(
  {
    insetInline: 'auto',
    left: '50%',
    width: fallbackVar(tabsVars.lineWidth, '20px'),
    translate: '-50%',
  },
  'tabs-line-fixed',
);

export const content = style({ position: 'relative', overflow: 'hidden' }, 'tabs-content');

export const track = style({ position: 'relative' }, 'tabs-track');

export const pane = style(
  {
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'tabs-pane',
);

export const peek = styleVariants(
  {
    next: { insetInlineStart: '100%' },
    prev: { insetInlineStart: '-100%' },
  },
  (side) => [{ position: 'absolute', top: 0, width: '100%' }, side],
  'tabs-peek',
);
