import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { checkboxVars } from '../checkbox/Checkbox.css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const radioVars = {
  iconSize: createGlobalVar('tm-radio-icon-size'),
  activeColor: createGlobalVar('tm-radio-active-color'),
};

/**
 * Added to the checkbox's box, which draws the rest: the radio's own variables feed the box's,
 * so both share one set of rules.
 */
export const icon = style(
  {
    vars: {
      [checkboxVars.iconSize]: fallbackVar(radioVars.iconSize, '22px'),
      [checkboxVars.activeColor]: fallbackVar(radioVars.activeColor, vars.color.primary),
    },
    borderRadius: '50%',
    selectors: {
      // A dot inside a ring: the checked state reads without colour alone.
      '&[data-checked]:not([data-custom])': {
        boxShadow: `inset 0 0 0 calc(${fallbackVar(radioVars.iconSize, '22px')} * 0.18) ${vars.color.background}`,
      },
    },
  },
  'radio-icon',
);
