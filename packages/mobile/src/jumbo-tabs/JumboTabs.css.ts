import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { scrollingList } from '../internal/tabList.css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const jumboTabsVars = {
  activeColor: createGlobalVar('tm-jumbo-tabs-active-color'),
  background: createGlobalVar('tm-jumbo-tabs-background'),
};

const activeColor = fallbackVar(jumboTabsVars.activeColor, vars.color.primary);

export const root = style({}, 'jumbo-tabs');

export const list = style(
  [
    scrollingList,
    {
      background: fallbackVar(jumboTabsVars.background, vars.color.background),
      borderBottom: `1px solid ${vars.color.border}`,
    },
  ],
  'jumbo-tabs-list',
);

export const tab = style(
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 4,
    flex: '1 0 auto',
    minWidth: 80,
    minHeight: 60,
    paddingBlock: vars.space.s,
    paddingInline: vars.space.m,
    border: 0,
    background: 'none',
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'jumbo-tabs-tab',
);

export const title = style(
  {
    fontSize: vars.fontSize.l,
    fontWeight: 600,
    whiteSpace: 'nowrap',
    selectors: { [`${tab}[aria-selected="true"] > &`]: { color: activeColor } },
  },
  'jumbo-tabs-title',
);

export const description = style(
  {
    paddingInline: vars.space.s,
    borderRadius: vars.radius.round,
    fontSize: vars.fontSize.xs,
    lineHeight: '18px',
    color: vars.color.textSecondary,
    whiteSpace: 'nowrap',
    selectors: {
      [`${tab}[aria-selected="true"] > &`]: {
        background: activeColor,
        color: vars.color.textOnColor,
      },
    },
  },
  'jumbo-tabs-description',
);

export const pane = style(
  {
    padding: vars.space.m,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'jumbo-tabs-pane',
);
