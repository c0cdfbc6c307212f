import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const tabBarVars = {
  height: createGlobalVar('tm-tab-bar-height'),
  background: createGlobalVar('tm-tab-bar-background'),
  activeColor: createGlobalVar('tm-tab-bar-active-color'),
  color: createGlobalVar('tm-tab-bar-color'),
};

const height = fallbackVar(tabBarVars.height, '50px');

export const root = style(
  {
    display: 'flex',
    boxSizing: 'content-box',
    minHeight: height,
    background: fallbackVar(tabBarVars.background, vars.color.background),
    borderTop: `1px solid ${vars.color.border}`,
  },
  'tab-bar',
);

export const safeArea = style(
  { paddingBottom: 'env(safe-area-inset-bottom)' },
  'tab-bar-safe-area',
);

export const fixed = style(
  { position: 'fixed', bottom: 0, insetInline: 0, zIndex: 100 },
  'tab-bar-fixed',
);

export const placeholder = style(
  { boxSizing: 'content-box', height, borderTop: '1px solid transparent' },
  'tab-bar-placeholder',
);

export const item = style(
  {
    display: 'flex',
    flex: 1,
    flexDirection: 'column-reverse',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 2,
    minWidth: 44,
    minHeight: 44,
    padding: `${vars.space.xs} 0`,
    border: 0,
    background: 'none',
    color: fallbackVar(tabBarVars.color, vars.color.textSecondary),
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[aria-current="page"]': {
        color: fallbackVar(tabBarVars.activeColor, vars.color.primary),
      },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'tab-bar-item',
);

export const icon = style({ fontSize: 24, lineHeight: 1 }, 'tab-bar-icon');

export const title = style(
  { fontSize: vars.fontSize.xs, lineHeight: '14px', whiteSpace: 'nowrap' },
  'tab-bar-title',
);
