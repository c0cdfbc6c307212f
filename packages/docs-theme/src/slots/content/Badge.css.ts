import { style, styleVariants } from '@vanilla-extract/css';

export const badge = style({
  display: 'inline-block',
  marginInline: 6,
  padding: '0 8px',
  borderRadius: 10,
  fontSize: 12,
  fontWeight: 500,
  lineHeight: '20px',
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
});

/** Text and background per type; every pair keeps AA contrast in both colour modes. */
const palette = {
  info: { light: ['#1550b8', '#e8f0fd'], dark: ['#a9c7ff', '#1f2b40'] },
  warning: { light: ['#7a4a00', '#fdf1d6'], dark: ['#f5cf80', '#3a2c0c'] },
  error: { light: ['#a61f15', '#fde8e6'], dark: ['#ffb0a8', '#411b1b'] },
  success: { light: ['#146333', '#e3f4e8'], dark: ['#93dcaa', '#16301f'] },
} as const;

export const tone = styleVariants(palette, ({ light, dark }) => ({
  color: light[0],
  background: light[1],
  selectors: {
    ':root[data-prefers-color=dark] &': { color: dark[0], background: dark[1] },
  },
}));
