import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const modalVars = {
  width: createGlobalVar('tm-modal-width'),
  cardMaxWidth: createGlobalVar('tm-modal-card-max-width'),
};

export const body = style(
  { width: fallbackVar(modalVars.width, 'min(340px, 90%)'), padding: 0 },
  'modal',
);

/** `presentation="card"`: a tall sheet from the bottom, as wide as the screen on phones. */
export const card = style(
  {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxWidth: fallbackVar(modalVars.cardMaxWidth, '640px'),
    marginInline: 'auto',
    maxHeight: 'none',
  },
  'modal-card',
);

/** With a presenting element: a strip of the scaled-back page shows above the card. */
export const cardInset = style(
  { height: 'calc(100% - env(safe-area-inset-top, 0px) - 24px)' },
  'modal-card-inset',
);

/** Without one: the card covers the screen, clear of the notch. */
export const cardFull = style(
  { height: '100%', paddingTop: 'env(safe-area-inset-top, 0px)' },
  'modal-card-full',
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
  {
    padding: vars.space.l,
    fontSize: vars.fontSize.m,
    lineHeight: 1.5,
    // In a card the content takes the height, so the actions sit at the bottom.
    selectors: { [`${card} > &`]: { flex: '1 0 auto' } },
  },
  'modal-content',
);
