import { createGlobalVar, createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const swiperVars = {
  height: createGlobalVar('tm-swiper-height'),
  slideSize: createGlobalVar('tm-swiper-slide-size'),
};

/** -1 where slides run leftwards (horizontal, right to left): the track's offsets change sign. */
const rtlSign = createVar();
export const sign = fallbackVar(rtlSign, '1');

export const root = style(
  {
    position: 'relative',
    overflow: 'hidden',
    // The browser keeps scrolling across the swiper; drags along it belong to the swiper.
    touchAction: 'pan-y',
    selectors: {
      '&[data-direction="vertical"]': {
        touchAction: 'pan-x',
        height: fallbackVar(swiperVars.height, '200px'),
      },
      '[dir="rtl"] &[data-direction="horizontal"]': { vars: { [rtlSign]: '-1' } },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'swiper',
);

// Moved by a transform the component sets once mounted (without the transition while dragged);
// the duration token is 0 under reduced motion, so the slides then jump.
export const track = style(
  {
    display: 'flex',
    height: '100%',
    transition: `transform ${vars.duration.normal} ease-out`,
    selectors: { '[data-direction="vertical"] > &': { flexDirection: 'column' } },
  },
  'swiper-track',
);

export const slide = style(
  {
    flex: `0 0 ${fallbackVar(swiperVars.slideSize, '100%')}`,
    minWidth: 0,
    minHeight: 0,
  },
  'swiper-slide',
);

export const item = style({ height: '100%' }, 'swiper-item');

export const indicator = style(
  {
    position: 'absolute',
    // Centred by auto margins between the insets, at the bottom or (vertical) the end side.
    inset: 'auto 0 6px',
    margin: 'auto',
    width: 'max-content',
    height: 'max-content',
    selectors: { '[data-direction="vertical"] > &': { inset: '0 6px 0 auto' } },
  },
  'swiper-indicator',
);
