import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

const accent = createVar();
const tint = createVar();

/** Accent (title, border) and tint (background) per type; every pair keeps AA contrast. */
const palette = {
  info: { light: ['#1857c9', '#eef4fd'], dark: ['#8ab4f8', '#1a2538'] },
  success: { light: ['#17703a', '#edf7f0'], dark: ['#7bd197', '#15291d'] },
  important: { light: ['#6b3fc4', '#f4f0fc'], dark: ['#c4a7f5', '#251d35'] },
  warning: { light: ['#8a5300', '#fdf6e7'], dark: ['#f0c46b', '#2e2410'] },
  error: { light: ['#b42318', '#fdf0ef'], dark: ['#f59f97', '#35191a'] },
} as const;

export const callout = style({
  margin: '16px 0',
  padding: '12px 16px',
  borderInlineStart: `4px solid ${accent}`,
  borderRadius: vars.size.radius,
  background: tint,
  color: vars.color.text,
});

globalStyle(`${callout} > :last-child`, { marginBottom: 0 });

export const tone = styleVariants(palette, ({ light, dark }) => ({
  vars: { [accent]: light[0], [tint]: light[1] },
  selectors: {
    ':root[data-prefers-color=dark] &': { vars: { [accent]: dark[0], [tint]: dark[1] } },
  },
}));

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  margin: '0 0 8px',
  color: accent,
  fontWeight: 600,
});

export const icon = style({ flex: 'none', width: 18, height: 18 });
