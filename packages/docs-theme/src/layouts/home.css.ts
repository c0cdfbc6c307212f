import { style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

export const home = style({ maxWidth: 1080, margin: '0 auto' });
export const hero = style({ textAlign: 'center', padding: '48px 0 32px' });
export const heroTitle = style({
  fontSize: 'clamp(36px, 8vw, 56px)',
  lineHeight: 1.1,
  margin: '0 0 16px',
  letterSpacing: '-0.02em',
});
export const heroText = style({
  fontSize: 20,
  color: vars.color.textMuted,
  maxWidth: 640,
  margin: '0 auto 32px',
});
export const actions = style({
  display: 'flex',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: 12,
});
const button = style({
  display: 'inline-block',
  padding: '12px 24px',
  borderRadius: 999,
  fontWeight: 600,
  textDecoration: 'none',
});
export const primary = style([button, { background: vars.color.brand, color: vars.color.onBrand }]);
export const secondary = style([
  button,
  {
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    background: vars.color.background,
  },
]);
export const features = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: 16,
  listStyle: 'none',
  padding: 0,
  margin: '0 0 48px',
});
export const feature = style({
  padding: 20,
  borderRadius: 12,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const featureTitle = style({ fontSize: 18, margin: '0 0 8px' });
export const featureText = style({ margin: 0, color: vars.color.textMuted });
