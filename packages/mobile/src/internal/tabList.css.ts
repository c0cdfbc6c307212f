import { style } from '@vanilla-extract/css';

/** A row of tabs that scrolls sideways without a scrollbar, its overflowing edges faded. */
export const scrollingList = style(
  {
    display: 'flex',
    overflowX: 'auto',
    scrollbarWidth: 'none',
    overscrollBehaviorX: 'contain',
    selectors: {
      '&::-webkit-scrollbar': { display: 'none' },
      '&[data-fade="end"]': {
        maskImage: 'linear-gradient(to right, #000 calc(100% - 32px), transparent)',
      },
      '&[data-fade="start"]': {
        maskImage: 'linear-gradient(to left, #000 calc(100% - 32px), transparent)',
      },
      '&[data-fade="both"]': {
        maskImage:
          'linear-gradient(to right, transparent, #000 32px, #000 calc(100% - 32px), transparent)',
      },
      '[dir="rtl"] &[data-fade="end"]': {
        maskImage: 'linear-gradient(to left, #000 calc(100% - 32px), transparent)',
      },
      '[dir="rtl"] &[data-fade="start"]': {
        maskImage: 'linear-gradient(to right, #000 calc(100% - 32px), transparent)',
      },
    },
  },
  'tab-list-scrolling',
);
