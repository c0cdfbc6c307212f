import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const actionSheetVars = {
  actionHeight: createGlobalVar('tm-action-sheet-action-height'),
  gapColor: createGlobalVar('tm-action-sheet-gap-color'),
};

export const extra = style(
  {
    padding: vars.space.l,
    textAlign: 'center',
    fontSize: vars.fontSize.s,
    color: vars.color.textSecondary,
    borderBottom: `1px solid ${vars.color.border}`,
  },
  'action-sheet-extra',
);

export const list = style({ margin: 0, padding: 0, listStyle: 'none' }, 'action-sheet-list');

export const action = style(
  {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    width: '100%',
    minHeight: fallbackVar(actionSheetVars.actionHeight, '56px'),
    padding: `${vars.space.s} ${vars.space.l}`,
    border: 0,
    borderBottom: `1px solid ${vars.color.border}`,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.l,
    cursor: 'pointer',
    selectors: {
      '&:active:not(:disabled)': { background: vars.color.fill },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
      '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
      '&[data-danger]': { color: vars.color.danger },
      '&[data-bold]': { fontWeight: 600 },
    },
  },
  'action-sheet-action',
);

export const description = style(
  { marginTop: 2, fontSize: vars.fontSize.xs, color: vars.color.textSecondary },
  'action-sheet-description',
);

export const cancel = style(
  { borderTop: `8px solid ${fallbackVar(actionSheetVars.gapColor, vars.color.backgroundPage)}` },
  'action-sheet-cancel',
);
