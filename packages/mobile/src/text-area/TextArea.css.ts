import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { textFieldStyle } from '../internal/textField';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const textAreaVars = {
  color: createGlobalVar('tm-text-area-color'),
  fontSize: createGlobalVar('tm-text-area-font-size'),
  placeholderColor: createGlobalVar('tm-text-area-placeholder-color'),
  countColor: createGlobalVar('tm-text-area-count-color'),
};

export const root = style(
  {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    minWidth: 0,
    color: fallbackVar(textAreaVars.color, vars.color.text),
  },
  'text-area',
);

export const disabled = style({ opacity: 0.5, cursor: 'not-allowed' }, 'text-area-disabled');

export const field = style(
  {
    ...textFieldStyle(textAreaVars.fontSize, textAreaVars.placeholderColor),
    display: 'block',
    width: '100%',
    resize: 'none',
    selectors: { '&:disabled': { cursor: 'not-allowed' } },
  },
  'text-area-field',
);

export const count = style(
  {
    alignSelf: 'flex-end',
    marginTop: vars.space.xs,
    color: fallbackVar(textAreaVars.countColor, vars.color.textSecondary),
    fontSize: vars.fontSize.s,
    fontVariantNumeric: 'tabular-nums',
  },
  'text-area-count',
);
