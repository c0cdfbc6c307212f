import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const heading = style({ position: 'relative' });

export const headingAnchor = style({
  marginLeft: 8,
  color: vars.color.textMuted,
  textDecoration: 'none',
  opacity: 0,
  selectors: { [`${heading}:hover &`]: { opacity: 1 } },
});

export const pre = style({
  margin: '0 0 16px',
  padding: '14px 16px',
  overflowX: 'auto',
  borderRadius: vars.size.radius,
  background: vars.color.surface,
  fontFamily: vars.font.mono,
  fontSize: 14,
  lineHeight: 1.6,
});

export const line = style({});
