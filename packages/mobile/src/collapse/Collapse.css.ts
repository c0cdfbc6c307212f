import { createGlobalVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { hairline } from '../internal/hairline';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const collapseVars = {
  background: createGlobalVar('tm-collapse-background'),
  dividerColor: createGlobalVar('tm-collapse-divider-color'),
  paddingInline: createGlobalVar('tm-collapse-padding-inline'),
  duration: createGlobalVar('tm-collapse-duration'),
};

const paddingInline = fallbackVar(collapseVars.paddingInline, vars.space.m);
const duration = fallbackVar(collapseVars.duration, vars.duration.normal);

export const root = style(
  { backgroundColor: fallbackVar(collapseVars.background, vars.color.background) },
  'collapse',
);

export const panel = style({}, 'collapse-panel');

globalStyle(
  `${panel} + ${panel}`,
  hairline('top', fallbackVar(collapseVars.dividerColor, vars.color.border)),
);

export const header = style(
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s,
    boxSizing: 'border-box',
    width: '100%',
    minHeight: 48,
    margin: 0,
    paddingBlock: vars.space.m,
    paddingInline,
    border: 0,
    background: 'none',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.m,
    textAlign: 'start',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:active:not([aria-disabled="true"])': { backgroundColor: vars.color.fill },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
      '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
    },
  },
  'collapse-header',
);

export const title = style({ flex: 1, minWidth: 0 }, 'collapse-title');

export const arrow = style(
  {
    display: 'flex',
    color: vars.color.textSecondary,
    transition: `transform ${duration}`,
    selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  },
  'collapse-arrow',
);

/*
 * The height animates through grid-template-rows (0fr ↔ 1fr): the browser interpolates the
 * content's own height, with nothing measured or written per frame. Closed content is hidden
 * with visibility, which switches at the end of the closing transition and at the start of
 * the opening one, so it leaves the tab order and the accessibility tree.
 */
export const region = style(
  {
    display: 'grid',
    gridTemplateRows: '0fr',
    visibility: 'hidden',
    transition: `grid-template-rows ${duration}, visibility ${duration}`,
    selectors: {
      '&[data-open]': { gridTemplateRows: '1fr', visibility: 'visible' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  'collapse-region',
);

export const clip = style({ minHeight: 0, overflow: 'hidden' }, 'collapse-clip');

export const content = style(
  {
    paddingBlock: `0 ${vars.space.m}`,
    paddingInline,
    color: vars.color.textSecondary,
    fontSize: vars.fontSize.s,
    lineHeight: 1.5,
  },
  'collapse-content',
);
