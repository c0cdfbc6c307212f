import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const opener = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: 0,
  borderRadius: vars.size.radius,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
});

export const dialog = style({
  margin: 0,
  padding: 0,
  width: 'min(320px, 86vw)',
  maxWidth: 'none',
  height: '100%',
  maxHeight: 'none',
  border: 0,
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  // Scrolling past either end of the list stops at the list, not at the page behind it.
  overscrollBehavior: 'contain',
  selectors: { '&::backdrop': { background: 'rgba(0, 0, 0, 0.45)' } },
});

export const panel = style({ minHeight: '100%', padding: '8px 12px 32px' });
export const top = style({ display: 'flex', justifyContent: 'flex-end' });
export const close = style([opener, {}]);

export const navList = style({
  listStyle: 'none',
  margin: '0 0 12px',
  padding: '0 0 12px',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const subList = style({ listStyle: 'none', margin: 0, padding: '0 0 0 12px' });
export const navLink = style({
  display: 'block',
  padding: '8px 12px',
  borderRadius: vars.size.radius,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current]': { color: vars.color.brand, fontWeight: 600 } },
});

export const settings = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  padding: '0 12px 16px',
  marginBottom: 12,
  borderBottom: `1px solid ${vars.color.border}`,
});
