import { style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

export const root = style({ textAlign: 'center', padding: '96px 16px' });
export const title = style({ fontSize: 32, letterSpacing: '0.04em', margin: '0 0 8px' });
export const subtitle = style({ color: vars.color.textMuted, margin: '0 0 32px' });
export const back = style({
  display: 'inline-block',
  padding: '10px 20px',
  borderRadius: vars.size.radius,
  background: vars.color.brand,
  color: vars.color.onBrand,
  textDecoration: 'none',
});
