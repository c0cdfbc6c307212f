import { createGlobalVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { fadeIn, fadeOut, reducedMotion } from '../internal/overlay.css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const toastVars = {
  background: createGlobalVar('tm-toast-background'),
  zIndex: createGlobalVar('tm-toast-z-index'),
};

/** Set while the toast is swiped, and as it fades out after a swipe. */
const swipeX = createGlobalVar('tm-toast-swipe-x');
const swipeY = createGlobalVar('tm-toast-swipe-y');

export const root = style(
  {
    position: 'fixed',
    inset: 0,
    zIndex: fallbackVar(toastVars.zIndex, vars.zIndex.toast),
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.s,
    padding: `calc(${vars.space.xl} + env(safe-area-inset-top)) ${vars.space.l} calc(${vars.space.xl} + env(safe-area-inset-bottom))`,
    pointerEvents: 'none',
    selectors: { '&[data-block]': { pointerEvents: 'auto' } },
  },
  'toast',
);

/** Stacked toasts: the newest nearest the edge they come from; in the centre, the newest last. */
export const position = styleVariants(
  {
    top: { flexDirection: 'column-reverse', justifyContent: 'flex-end' },
    center: { justifyContent: 'center' },
    bottom: { justifyContent: 'flex-end' },
  },
  'toast-position',
);

export const box = style(
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.s,
    boxSizing: 'border-box',
    maxWidth: '80%',
    padding: `${vars.space.m} ${vars.space.l}`,
    borderRadius: vars.radius.m,
    background: fallbackVar(toastVars.background, vars.color.toast),
    color: '#fff',
    fontSize: vars.fontSize.m,
    lineHeight: 1.5,
    textAlign: 'center',
    overflowWrap: 'anywhere',
    transform: `translate(${fallbackVar(swipeX, '0px')}, ${fallbackVar(swipeY, '0px')})`,
    transition: `transform ${vars.duration.fast} ease-out`,
    animation: `${fadeIn} ${vars.duration.fast} ease-out`,
    selectors: {
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.duration.normal} ease-in forwards`,
      },
      // The toast takes touches only when it can be swiped away; taps elsewhere reach the page.
      '&[data-swipeable]': { pointerEvents: 'auto', touchAction: 'none', cursor: 'grab' },
      '&[data-dragging]': { transition: 'none' },
    },
    '@media': { [reducedMotion]: { animation: 'none', transition: 'none' } },
  },
  'toast-box',
);

export const withIcon = style({ minWidth: 120, paddingBlock: vars.space.l }, 'toast-with-icon');

export const icon = style({ fontSize: 36 }, 'toast-icon');
