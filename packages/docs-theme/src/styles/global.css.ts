import { globalStyle } from '@vanilla-extract/css';
import { RESTORING_SCROLL } from '../app/scrollMemory';
import { outsideDemos } from './boundaries';
import { vars } from './vars.css';

// Anything a link, a search result or focus scrolls to (heading, API row, demo) stops below
// the sticky navbar rather than under it.
globalStyle(':root', {
  colorScheme: 'light',
  scrollPaddingTop: `calc(${vars.size.navbarHeight} + 16px)`,
});
globalStyle(':root[data-prefers-color=dark]', { colorScheme: 'dark' });

// While a scroll position is restored, the parts the browser skips off screen (demos, API
// tables) are laid out at their real height rather than a placeholder's, so the position
// shows what the reader left; once laid out, they keep that height when skipped again.
globalStyle(`:root[${RESTORING_SCROLL}] *`, { contentVisibility: 'visible' });

// The element rules below are the theme's own: a demo shows the library as an app would.
const allOutsideDemos = `*${outsideDemos}, *${outsideDemos}::before, *${outsideDemos}::after`;

globalStyle(allOutsideDemos, { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: 16,
  lineHeight: 1.6,
  WebkitTextSizeAdjust: '100%',
});

globalStyle(`a${outsideDemos}`, { color: vars.color.brand });

// A word longer than its line (a component's name in large type, code in a sentence, a phone
// with its text at 200 %) breaks instead of pushing the page sideways. Tables keep their words
// whole and scroll in their own box instead.
globalStyle(
  `:is(h1, h2, h3, h4, h5, h6, p, li, dt, dd, blockquote, figcaption)${outsideDemos}:not(:where(table *))`,
  { overflowWrap: 'anywhere' },
);

globalStyle(`:focus-visible${outsideDemos}`, {
  outline: `2px solid ${vars.color.brand}`,
  outlineOffset: 2,
});

globalStyle(allOutsideDemos, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});
