import type { Locale } from '../types';

export const swiper: Locale['swiper'] = {
  carousel: 'Carousel',
  slideLabel: '{current} of {total}',
  position: 'Slide {current} of {total}',
};
