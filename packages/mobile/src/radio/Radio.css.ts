import { createGlobalVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
export const radioVars = {
  iconSize: createGlobalVar('tm-radio-icon-size'),
  activeColor: createGlobalVar('tm-radio-active-color'),
};

const active = fallbackVar(radioVars.activeColor, vars.color.primary);
const size = fallbackVar(radioVars.iconSize, '22px');

export const icon = style(
  {
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    width: size,
    height: size,
    border: `1.5px solid ${vars.color.textSecondary}`,
    borderRadius: '50%',
    color: active,
    transition: `border-color ${vars.duration.fast}, border-width ${vars.duration.fast}`,
    selectors: {
      // A thick ring around a white dot: the checked state reads without colour alone.
      '&[data-checked]': { borderColor: active, borderWidth: `calc(${size} * 0.3)` },
      '&[data-custom]': { border: 'none' },
      '&[data-custom]:not([data-checked])': { color: vars.color.textSecondary },
    },
  },
  'radio-icon',
);

globalStyle(`input:focus-visible + ${icon}`, {
  outline: `2px solid ${vars.color.primary}`,
  outlineOffset: 2,
});
