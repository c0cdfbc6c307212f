import { createGlobalVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { fadeIn, fadeOut, reducedMotion } from '../internal/overlay.css';
import { vars } from '../theme/light.css';

/** Public: the mask colour (any CSS colour); overrides `color` and `opacity`. */
const maskBackground = createGlobalVar('tm-mask-background');
/** Public: stacking order of the mask. */
const maskZIndex = createGlobalVar('tm-mask-z-index');

export const root = style(
  {
    // Sized by its containing block, never by the viewport, so it fits a transformed frame.
    position: 'fixed',
    inset: 0,
    zIndex: fallbackVar(maskZIndex, vars.zIndex.overlay),
    pointerEvents: 'auto',
    WebkitTapHighlightColor: 'transparent',
    animation: `${fadeIn} ${vars.duration.normal} ease-out`,
    selectors: {
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.duration.normal} ease-in forwards`,
        pointerEvents: 'none',
      },
      '&[hidden]': { display: 'none' },
    },
    '@media': { [reducedMotion]: { animation: 'none' } },
  },
  'mask',
);

/** Inside another overlay the mask fills that overlay's box instead. */
export const nested = style({ position: 'absolute', zIndex: 'auto' }, 'mask-nested');

const tints = {
  black: { thin: 'rgba(0, 0, 0, 0.35)', default: vars.color.mask, thick: 'rgba(0, 0, 0, 0.75)' },
  white: {
    thin: 'rgba(255, 255, 255, 0.35)',
    default: 'rgba(255, 255, 255, 0.6)',
    thick: 'rgba(255, 255, 255, 0.8)',
  },
};

export const tint = styleVariants(
  {
    'black-thin': tints.black.thin,
    'black-default': tints.black.default,
    'black-thick': tints.black.thick,
    'white-thin': tints.white.thin,
    'white-default': tints.white.default,
    'white-thick': tints.white.thick,
  },
  (value) => ({ background: fallbackVar(maskBackground, value) }),
  'mask-tint',
);
