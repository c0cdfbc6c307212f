import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

const wide = 'screen and (min-width: 960px)';

export const root = style({ position: 'relative', width: '100%', maxWidth: 280 });

export const slot = style({ position: 'relative', width: '100%', maxWidth: 280 });

export const noscript = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  margin: 0,
  padding: '0 16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: 999,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: 13,
});

export const field = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({
  position: 'absolute',
  left: 10,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  height: 36,
  padding: '0 32px 0 32px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: 999,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 14,
  appearance: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&:focus': { borderColor: vars.color.brand, background: vars.color.background },
  },
});

export const kbd = style({
  position: 'absolute',
  right: 10,
  padding: '0 5px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: 4,
  fontFamily: vars.font.mono,
  fontSize: 11,
  lineHeight: '16px',
  color: vars.color.textMuted,
  pointerEvents: 'none',
  display: 'none',
  '@media': { [wide]: { display: 'block' } },
  selectors: { [`${input}:focus ~ &`]: { display: 'none' } },
});

/** Below the navbar across the screen on phones; under the box on wide screens. */
export const panel = style({
  position: 'fixed',
  left: 8,
  right: 8,
  top: `calc(${vars.size.navbarHeight} - 4px)`,
  padding: 8,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.16)',
  '@media': {
    [wide]: {
      position: 'absolute',
      left: 'auto',
      right: 0,
      top: 'calc(100% + 8px)',
      width: 440,
    },
  },
});

export const message = style({ margin: 0, padding: '12px 8px', color: vars.color.textMuted });

export const textButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.brand,
  font: 'inherit',
  fontSize: 13,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const recentHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: '4px 8px 8px',
  fontSize: 13,
  color: vars.color.textMuted,
});

// The listbox scrolls, not the panel around it: as the combobox's popup it is reached with the
// arrow keys, which a scrolling panel without focusable content would not be.
export const list = style({ maxHeight: 'calc(70vh - 16px)', overflowY: 'auto' });
export const group = style({ selectors: { '& + &': { marginTop: 8 } } });
export const groupTitle = style({
  padding: '4px 8px',
  fontSize: 12,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.textMuted,
});

export const option = style({
  // Up to 50 results, of which about ten fit the panel: the rest skip layout and paint until
  // scrolled into view, so the frame that shows new results stays short.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 56px',
  borderRadius: 6,
  cursor: 'pointer',
  fontSize: 14,
  selectors: {
    '&[aria-selected=true]': {
      background: vars.color.brandSoft,
      outline: `2px solid ${vars.color.brand}`,
      outlineOffset: -2,
    },
  },
});

/** The layout of an option's content: its type, title and snippet. */
export const optionBody = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: 8,
  padding: '8px 10px',
  color: 'inherit',
  textDecoration: 'none',
});

export const hintType = style({
  gridRow: 'span 2',
  alignSelf: 'start',
  padding: '0 6px',
  borderRadius: 4,
  border: `1px solid ${vars.color.border}`,
  fontSize: 11,
  lineHeight: '18px',
  color: vars.color.textMuted,
});
export const hintTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const hintPage = style({ fontWeight: 400, color: vars.color.textMuted, fontSize: 13 });
export const hintText = style({
  color: vars.color.textMuted,
  fontSize: 13,
  overflowWrap: 'anywhere',
});

globalStyle(`${option} mark`, {
  background: 'transparent',
  color: vars.color.brand,
  fontWeight: 700,
  textDecoration: 'underline',
});
