import { style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

export const root = style({ textAlign: 'center', padding: '96px 16px' });
export const title = style({ fontSize: 32, letterSpacing: '0.04em', margin: '0 0 8px' });
export const subtitle = style({ color: vars.color.textMuted, margin: '0 0 16px' });
export const detail = style({
  maxWidth: 640,
  margin: '0 auto 32px',
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  fontSize: 13,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const back = style({
  display: 'inline-block',
  padding: '10px 20px',
  border: 0,
  borderRadius: vars.size.radius,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
});
