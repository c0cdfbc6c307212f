import { createGlobalVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { textFieldStyle } from '../internal/textField';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const inputVars = {
  color: createGlobalVar('tm-input-color'),
  placeholderColor: createGlobalVar('tm-input-placeholder-color'),
  fontSize: createGlobalVar('tm-input-font-size'),
  textAlign: createGlobalVar('tm-input-text-align'),
  countColor: createGlobalVar('tm-input-count-color'),
};

export const root = style(
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    width: '100%',
    minWidth: 0,
    color: fallbackVar(inputVars.color, vars.color.text),
  },
  'input',
);

export const disabled = style({ opacity: 0.5, cursor: 'not-allowed' }, 'input-disabled');

export const field = style(
  {
    ...textFieldStyle(inputVars.fontSize, inputVars.placeholderColor),
    textAlign: fallbackVar(inputVars.textAlign, 'start') as 'start',
    selectors: {
      '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { appearance: 'none' },
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
  'input-field',
);

export const clear = style(
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    width: 32,
    height: 32,
    margin: -4,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.round,
    background: 'transparent',
    color: vars.color.textSecondary,
    fontSize: 18,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'input-clear',
);

// `onlyShowClearWhenFocus`: out of sight, and out of the tab order, until focus is in the row.
globalStyle(`${root}[data-clear-on-focus]:not(:focus-within) ${clear}`, { display: 'none' });

export const count = style(
  {
    flex: 'none',
    color: fallbackVar(inputVars.countColor, vars.color.textSecondary),
    fontSize: vars.fontSize.s,
    fontVariantNumeric: 'tabular-nums',
  },
  'input-count',
);
