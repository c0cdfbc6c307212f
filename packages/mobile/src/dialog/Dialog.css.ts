import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const dialogVars = {
  width: createGlobalVar('tm-dialog-width'),
  titleFontSize: createGlobalVar('tm-dialog-title-font-size'),
  actionColor: createGlobalVar('tm-dialog-action-color'),
};

export const body = style(
  { width: fallbackVar(dialogVars.width, 'min(300px, 80%)'), overflow: 'hidden', padding: 0 },
  'dialog',
);

export const image = style({ display: 'block', width: '100%' }, 'dialog-image');

export const main = style(
  { padding: `${vars.space.xl} ${vars.space.l} ${vars.space.l}`, textAlign: 'center' },
  'dialog-main',
);

export const title = style(
  {
    margin: `0 0 ${vars.space.s}`,
    fontSize: fallbackVar(dialogVars.titleFontSize, vars.fontSize.l),
    fontWeight: 600,
    lineHeight: 1.4,
  },
  'dialog-title',
);

export const content = style(
  {
    fontSize: vars.fontSize.m,
    color: vars.color.textSecondary,
    lineHeight: 1.5,
    overflowWrap: 'anywhere',
  },
  'dialog-content',
);

export const actions = style({ borderTop: `1px solid ${vars.color.border}` }, 'dialog-actions');

export const row = style(
  {
    display: 'flex',
    selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  },
  'dialog-row',
);

export const action = style(
  {
    flex: '1 1 0',
    minHeight: 48,
    borderRadius: 0,
    vars: { '--tm-button-color': fallbackVar(dialogVars.actionColor, vars.color.primary) },
    selectors: { '& + &': { borderInlineStart: `1px solid ${vars.color.border}` } },
  },
  'dialog-action',
);

export const bold = style({ fontWeight: 600 }, 'dialog-action-bold');
export const danger = style(
  { vars: { '--tm-button-color': vars.color.danger } },
  'dialog-action-danger',
);
