import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { scrollingList } from '../internal/tabList.css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const capsuleTabsVars = {
  activeColor: createGlobalVar('tm-capsule-tabs-active-color'),
  background: createGlobalVar('tm-capsule-tabs-background'),
};

export const root = style({}, 'capsule-tabs');

export const list = style(
  [scrollingList, { gap: vars.space.s, paddingBlock: vars.space.s, paddingInline: vars.space.m }],
  'capsule-tabs-list',
);

export const tab = style(
  {
    flex: 'none',
    minHeight: 40,
    minWidth: 44,
    paddingInline: vars.space.l,
    border: 0,
    borderRadius: vars.radius.round,
    background: fallbackVar(capsuleTabsVars.background, vars.color.fill),
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.m,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&[aria-selected="true"]': {
        background: fallbackVar(capsuleTabsVars.activeColor, vars.color.primary),
        color: vars.color.textOnColor,
      },
      '&[aria-disabled="true"]': {
        color: vars.color.textSecondary,
        cursor: 'not-allowed',
        opacity: 0.6,
      },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
    },
  },
  'capsule-tabs-tab',
);

export const pane = style(
  {
    padding: vars.space.m,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'capsule-tabs-pane',
);
