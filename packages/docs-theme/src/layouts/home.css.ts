import { globalStyle, style } from '@vanilla-extract/css';
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

/** With a demo: the words and the phone side by side on a wide screen, one above the other on a phone. */
export const heroWithDemo = style({
  display: 'grid',
  gap: 32,
  alignItems: 'center',
  padding: '40px 0 32px',
  textAlign: 'center',
  '@media': {
    'screen and (min-width: 960px)': {
      gridTemplateColumns: 'minmax(0, 1fr) 360px',
      textAlign: 'start',
    },
  },
});
export const heroCopy = style({ minWidth: 0 });
globalStyle(`${heroWithDemo} ${heroText}`, {
  '@media': { 'screen and (min-width: 960px)': { marginInline: 0 } },
});
globalStyle(`${heroWithDemo} ${actions}`, {
  '@media': { 'screen and (min-width: 960px)': { justifyContent: 'flex-start' } },
});

export const install = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  maxWidth: '100%',
  margin: '0 0 24px',
  padding: '4px 4px 4px 16px',
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const installCode = style({
  fontFamily: vars.font.mono,
  fontSize: 14,
  overflowX: 'auto',
  whiteSpace: 'nowrap',
});
export const installCopy = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 40,
  height: 40,
  border: 0,
  borderRadius: 999,
  color: vars.color.text,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.background } },
});

/** Prerendered, the demo takes its room before its code arrives: nothing moves then. */
export const heroDemo = style({ display: 'flex', justifyContent: 'center', minWidth: 0 });
export const heroPhone = style({ width: 340, textAlign: 'start' });

export const gallery = style({ margin: '0 0 48px' });
export const galleryTitle = style({ fontSize: 28, margin: '0 0 16px' });
export const galleryGroup = style({ margin: '0 0 16px' });
export const galleryGroupTitle = style({
  fontSize: 15,
  margin: '0 0 8px',
  color: vars.color.textMuted,
});
export const galleryList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const galleryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: '0 12px',
  borderRadius: 8,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: 14,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
});
