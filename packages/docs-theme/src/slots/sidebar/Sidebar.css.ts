import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const sidebar = style({});

export const group = style({ marginBottom: 20 });

export const groupTitle = style({
  fontSize: 13,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.textMuted,
  margin: '0 0 6px 12px',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  padding: '6px 12px',
  borderRadius: vars.size.radius,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: 15,
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current=page]': {
      background: vars.color.brandSoft,
      color: vars.color.brand,
      fontWeight: 600,
    },
  },
});

export const tag = style({
  flexShrink: 0,
  fontSize: 11,
  fontWeight: 600,
  lineHeight: '18px',
  padding: '0 7px',
  borderRadius: 9,
  background: vars.color.brand,
  color: vars.color.onBrand,
});
