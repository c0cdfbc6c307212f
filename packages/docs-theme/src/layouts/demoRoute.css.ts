import { style } from '@vanilla-extract/css';
import { IN_FRAME_ATTRIBUTE } from '../color-mode/headScript';
import { vars } from '../styles/vars.css';

// The demo renders light whatever the site's colour mode (controls and scroll bars too), and
// so does everything around it: these are the theme's light colours.
const LIGHT = { text: '#1c1e21', muted: '#545b66', border: '#e3e6ea', link: '#1857c9' };
const inFrame = `:root[${IN_FRAME_ATTRIBUTE}] &`;
/** Air around the demo, and never less than the screen's notch or rounded corners need. */
const edge = (side: 'top' | 'right' | 'bottom' | 'left') =>
  `max(16px, env(safe-area-inset-${side}))`;

export const standalone = style({
  position: 'relative',
  minHeight: '100vh',
  boxSizing: 'border-box',
  padding: `${edge('top')} ${edge('right')} ${edge('bottom')} ${edge('left')}`,
  background: '#ffffff',
  color: LIGHT.text,
  colorScheme: 'light',
  // In its page's iframe the frame is the demo's whole screen, as an app's would be.
  selectors: { [inFrame]: { padding: 0 } },
});

export const header = style({
  margin: '0 0 16px',
  paddingBottom: 12,
  borderBottom: `1px solid ${LIGHT.border}`,
  selectors: { [inFrame]: { display: 'none' } },
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  // A thumb-sized target on the phone this page is made for.
  minHeight: 44,
  color: LIGHT.link,
  fontSize: 15,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${LIGHT.link}`, outlineOffset: 2 },
  },
});

export const title = style({ margin: 0, fontSize: 20, lineHeight: 1.3 });

/**
 * The demo itself: overlays it opens are placed against it. It carries the light colours
 * itself, as a demo frame holds what it shows wherever it is put.
 */
export const demo = style({
  position: 'relative',
  background: '#ffffff',
  color: LIGHT.text,
  colorScheme: 'light',
});

export const missing = style({
  margin: '0 auto',
  padding: '0 16px 64px',
  maxWidth: 640,
  textAlign: 'center',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
