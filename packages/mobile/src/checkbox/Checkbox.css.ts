import { createGlobalVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
export const checkboxVars = {
  iconSize: createGlobalVar('tm-checkbox-icon-size'),
  activeColor: createGlobalVar('tm-checkbox-active-color'),
  gap: createGlobalVar('tm-checkbox-gap'),
};

const active = fallbackVar(checkboxVars.activeColor, vars.color.primary);

export const root = style(
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: fallbackVar(checkboxVars.gap, vars.space.s),
    minHeight: 44,
    color: vars.color.text,
    fontSize: vars.fontSize.m,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-placement="start"]': { flexDirection: 'row-reverse' },
      '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
    },
  },
  'checkbox',
);

export const block = style(
  {
    display: 'flex',
    width: '100%',
    selectors: { '&[data-placement="start"]': { justifyContent: 'space-between' } },
  },
  'checkbox-block',
);

export const icon = style(
  {
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    width: fallbackVar(checkboxVars.iconSize, '22px'),
    height: fallbackVar(checkboxVars.iconSize, '22px'),
    border: `1.5px solid ${vars.color.textSecondary}`,
    borderRadius: vars.radius.s,
    color: vars.color.textOnColor,
    transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&[data-checked], &[data-indeterminate]': { background: active, borderColor: active },
      '&[data-custom]': { border: 'none', background: 'none', color: active },
      '&[data-custom]:not([data-checked])': { color: vars.color.textSecondary },
    },
  },
  'checkbox-icon',
);

export const mark = style(
  { width: '85%', height: '85%', fill: 'none', stroke: 'currentColor', strokeWidth: 2.5 },
  'checkbox-mark',
);

export const label = style({ lineHeight: 1.4 }, 'checkbox-label');

globalStyle(`input:focus-visible + ${icon}`, {
  outline: `2px solid ${vars.color.primary}`,
  outlineOffset: 2,
});

export const group = style(
  {
    display: 'flex',
    flexDirection: 'column',
    selectors: {
      '&[data-direction="horizontal"]': {
        flexDirection: 'row',
        flexWrap: 'wrap',
        columnGap: vars.space.l,
      },
    },
  },
  'checkbox-group',
);
