import { createGlobalVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';

const spinFrames = keyframes({ to: { transform: 'rotate(360deg)' } }, 'spin');

/** Public: icon size; defaults to the surrounding font size. */
const iconSize = createGlobalVar('tm-icon-size');

export const root = style(
  {
    display: 'inline-block',
    flexShrink: 0,
    width: fallbackVar(iconSize, '1em'),
    height: fallbackVar(iconSize, '1em'),
    verticalAlign: '-0.125em',
    selectors: { '[dir="rtl"] &[data-mirror]': { transform: 'scaleX(-1)' } },
  },
  'icon',
);

export const spin = style(
  {
    animation: `${spinFrames} 0.8s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  'icon-spin',
);
