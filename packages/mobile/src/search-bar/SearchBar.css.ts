import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const searchBarVars = {
  background: createGlobalVar('tm-search-bar-background'),
  radius: createGlobalVar('tm-search-bar-radius'),
  height: createGlobalVar('tm-search-bar-height'),
};

export const root = style(
  { display: 'flex', alignItems: 'center', gap: vars.space.s, width: '100%' },
  'search-bar',
);

export const box = style(
  {
    flex: 1,
    boxSizing: 'border-box',
    minHeight: fallbackVar(searchBarVars.height, '40px'),
    paddingInline: vars.space.m,
    borderRadius: fallbackVar(searchBarVars.radius, vars.radius.m),
    background: fallbackVar(searchBarVars.background, vars.color.fill),
    selectors: {
      '&:focus-within': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'search-bar-box',
);

export const icon = style(
  { display: 'flex', flex: 'none', color: vars.color.textSecondary, fontSize: 18 },
  'search-bar-icon',
);

export const cancel = style(
  {
    flex: 'none',
    minHeight: 40,
    margin: 0,
    paddingInline: vars.space.xs,
    border: 0,
    borderRadius: vars.radius.s,
    background: 'transparent',
    color: vars.color.primary,
    font: 'inherit',
    fontSize: vars.fontSize.m,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
    },
  },
  'search-bar-cancel',
);
