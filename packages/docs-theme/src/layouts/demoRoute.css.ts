import { globalStyle, style } from '@vanilla-extract/css';
import { IN_FRAME_ATTRIBUTE } from '../color-mode/headScript';
import { darkPhone } from '../slots/content/Demo.css';
import { vars } from '../styles/vars.css';

// A demo alone follows the site's colour mode, as the rest of the site does: the page in the
// theme's colours, the demo in the library's light or dark theme.
const inFrame = `:root[${IN_FRAME_ATTRIBUTE}] &`;
const darkPage = ':root[data-prefers-color=dark]';
/** Air around the demo, and never less than the screen's notch or rounded corners need. */
const edge = (side: 'top' | 'right' | 'bottom' | 'left') =>
  `max(16px, env(safe-area-inset-${side}))`;

export const standalone = style({
  position: 'relative',
  minHeight: '100vh',
  boxSizing: 'border-box',
  padding: `${edge('top')} ${edge('right')} ${edge('bottom')} ${edge('left')}`,
  background: vars.color.background,
  color: vars.color.text,
  // In its page's iframe the frame is the demo's whole screen, as an app's would be.
  selectors: { [inFrame]: { padding: 0 } },
});

export const header = style({
  margin: '0 0 16px',
  paddingBottom: 12,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { [inFrame]: { display: 'none' } },
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  // A flex item drops its trailing space, so the arrow keeps its distance by the gap.
  gap: 4,
  // A thumb-sized target on the phone this page is made for.
  minHeight: 44,
  color: vars.color.brand,
  fontSize: 15,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: 2 },
  },
});

export const title = style({ margin: 0, fontSize: 20, lineHeight: 1.3 });

/**
 * The demo itself, in the colours of the library theme it shows (`data-theme`), as a demo
 * frame on a page is. Its overlays cover the whole screen, as in an app.
 */
export const demo = style({
  background: '#ffffff',
  color: '#1c1e21',
  colorScheme: 'light',
  selectors: {
    '&[data-theme=dark]': darkPhone,
    // Rendered on the server, the demo is light. Until the page runs, on a dark page it is
    // dark already, as it will be then.
    [`${darkPage} &[data-theme=light]`]: darkPhone,
  },
});

// What the server rendered there is the demo's light look: hidden, not flashed, until the
// demo renders dark.
globalStyle(`${darkPage} ${demo}[data-theme=light] > *`, { visibility: 'hidden' });

export const missing = style({
  margin: '0 auto',
  padding: '0 16px 64px',
  maxWidth: 640,
  textAlign: 'center',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
