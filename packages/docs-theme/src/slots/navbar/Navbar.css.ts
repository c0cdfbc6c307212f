import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: 24,
  height: vars.size.navbarHeight,
  padding: '0 20px',
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  fontWeight: 700,
  fontSize: 18,
  color: vars.color.text,
  textDecoration: 'none',
});

export const nav = style({ marginLeft: 'auto' });

export const list = style({ display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'block',
  padding: '8px 12px',
  borderRadius: vars.size.radius,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current=page], &.active': { color: vars.color.brand, fontWeight: 600 },
  },
});
