import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables. */
export const modalVars = {
  width: createGlobalVar('tm-modal-width'),
};

export const body = style(
  { width: fallbackVar(modalVars.width, 'min(340px, 90%)'), padding: 0 },
  'modal',
);

export const header = style(
  {
    padding: `${vars.space.l} ${vars.space.xl} 0`,
    paddingInlineEnd: 44,
    display: 'grid',
    gap: vars.space.s,
  },
  'modal-header',
);

export const title = style(
  { margin: 0, fontSize: vars.fontSize.l, fontWeight: 600, lineHeight: 1.4 },
  'modal-title',
);

export const content = style(
  { padding: vars.space.l, fontSize: vars.fontSize.m, lineHeight: 1.5 },
  'modal-content',
);
