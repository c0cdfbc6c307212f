import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/**
 * Off screen, the browser skips laying out and painting a demo until it nears the viewport:
 * the first paint of a page with many demos does only the work of the first screen. The
 * placeholder height is a demo's usual height on a phone, then the last one measured.
 */
export const block = style({
  margin: '24px 0',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  overflow: 'hidden',
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 480px',
});

export const stage = style({
  display: 'flex',
  justifyContent: 'center',
  padding: 16,
  background: vars.color.surface,
});

/** A demo frame in the library's dark theme: on a page, and alone. */
export const darkPhone = { background: '#141518', color: '#e6e8eb', colorScheme: 'dark' } as const;
const followsDarkPage = ':root[data-prefers-color=dark] ';

/**
 * The frame's width: `demo.width` of the site's config sets the variable in the site's
 * stylesheet; a phone's 375 px without it.
 */
const FRAME_WIDTH = 'var(--tessera-docs-demo-width, 375px)';

/**
 * The phone. `contain: paint` and the transform make it the containing block of the demo's
 * fixed-position overlays, so a Popup or a Toast opens inside the phone, not over the page.
 */
export const phone = style({
  position: 'relative',
  width: FRAME_WIDTH,
  maxWidth: '100%',
  // Overlays open inside the phone and cannot grow it: a menu under a trigger at the top
  // needs about this much screen.
  minHeight: 240,
  maxHeight: 640,
  overflow: 'auto',
  contain: 'paint',
  transform: 'translateZ(0)',
  // Room inside the rounded screen edge, as on a phone; overlays still cover the whole frame.
  padding: 12,
  background: '#ffffff',
  color: '#1c1e21',
  // The demo's own scheme, not the site's: native controls and scroll bars match the demo.
  colorScheme: 'light',
  borderRadius: 16,
  boxShadow: `0 0 0 1px ${vars.color.border}, 0 8px 24px rgba(0, 0, 0, 0.08)`,
  selectors: {
    '&[data-theme=dark]': darkPhone,
    // Rendered on the server, every frame says light. Until the page runs, a frame on a dark
    // page is dark already, as it will be then: the visitor has not chosen for this demo yet.
    [`${followsDarkPage}&[data-theme=light]:not([data-theme-chosen])`]: darkPhone,
  },
});

// What the server rendered inside such a frame is the demo's light look: hidden, not flashed,
// until the demo's code shows it dark (the island then drops `data-demo-pending`).
globalStyle(
  `${followsDarkPage}${phone}[data-theme=light]:not([data-theme-chosen]) > [data-demo-live]`,
  { visibility: 'hidden' },
);
globalStyle(`${phone} > [data-demo-pending]`, { visibility: 'hidden' });

export const iframe = style({
  width: FRAME_WIDTH,
  maxWidth: '100%',
  border: 0,
  borderRadius: 16,
  background: '#ffffff',
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

/** The frame that loads when near the screen: empty for good without JavaScript, so hidden. */
export const gatedIframe = style({
  '@media': { '(scripting: none)': { display: 'none' } },
});

export const info = style({ padding: '12px 16px', borderTop: `1px solid ${vars.color.border}` });
export const title = style({ fontSize: 16, margin: '0 0 4px' });
export const description = style({ margin: '0 0 8px', color: vars.color.textMuted, fontSize: 14 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  fontSize: 14,
});

export const switches = style({ display: 'flex', flexWrap: 'wrap', gap: 16 });

export const switchLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 32,
  cursor: 'pointer',
});

/** A checkbox drawn as a switch; it stays a real input for the keyboard and screen readers. */
export const switchInput = style({
  appearance: 'none',
  position: 'relative',
  flexShrink: 0,
  width: 32,
  height: 18,
  margin: 0,
  borderRadius: 9,
  background: vars.color.border,
  cursor: 'pointer',
  transition: 'background 0.15s',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 2,
      left: 2,
      width: 14,
      height: 14,
      borderRadius: '50%',
      background: '#ffffff',
      boxShadow: '0 1px 2px rgba(0, 0, 0, 0.3)',
      transition: 'transform 0.15s',
    },
    '&:checked': { background: vars.color.brand },
    '&:checked::after': { transform: 'translateX(14px)' },
  },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: 4 });

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: '4px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: 6,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
});

export const iconAction = style([
  action,
  { justifyContent: 'center', width: 32, padding: 0, border: 0, background: 'transparent' },
]);

// A phone's reader is already on a phone: there is nothing to scan the code with.
export const qrAction = style([
  iconAction,
  { '@media': { '(pointer: coarse), (max-width: 640px)': { display: 'none' } } },
]);

export { srOnly } from '../../styles/utility.css';

export const copied = style({ margin: '8px 0 0', fontSize: 13, color: vars.color.brand });

export const qr = style({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  marginTop: 12,
  padding: 12,
  borderRadius: vars.size.radius,
  background: vars.color.surface,
  selectors: { '&[hidden]': { display: 'none' } },
});
export const qrPlaceholder = style({ width: 160, height: 160 });
export const qrHint = style({ margin: 0, fontSize: 13, color: vars.color.textMuted });

export const codePanel = style({ position: 'relative' });

/** The code's language, in the corner as a page's code block shows it. */
export const codeLang = style({
  position: 'absolute',
  insetBlockStart: 8,
  insetInlineEnd: 12,
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  fontSize: 12,
  lineHeight: 1.6,
  userSelect: 'none',
});

export const code = style({
  margin: 0,
  // Room on the right for the language.
  padding: '14px 48px 14px 16px',
  overflowX: 'auto',
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontFamily: vars.font.mono,
  fontSize: 14,
  lineHeight: 1.6,
});

export const error = style({
  padding: 16,
  color: vars.color.danger,
  fontFamily: vars.font.mono,
  fontSize: 14,
});

/** The fallback copy's text area: selectable, never seen. */
