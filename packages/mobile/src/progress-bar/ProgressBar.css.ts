import {
  createGlobalVar,
  fallbackVar,
  keyframes,
  style,
  styleVariants,
} from '@vanilla-extract/css';
import { reducedMotion } from '../internal/overlay.css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const progressBarVars = {
  trackColor: createGlobalVar('tm-progress-bar-track-color'),
  fillColor: createGlobalVar('tm-progress-bar-fill-color'),
  height: createGlobalVar('tm-progress-bar-height'),
  bufferColor: createGlobalVar('tm-progress-bar-buffer-color'),
};

const slide = keyframes(
  { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
  'progress-bar-slide',
);

export const root = style(
  { display: 'flex', alignItems: 'center', gap: vars.space.s },
  'progress-bar',
);

export const track = style(
  {
    position: 'relative',
    flex: 1,
    height: fallbackVar(progressBarVars.height, '6px'),
    overflow: 'hidden',
    background: fallbackVar(progressBarVars.trackColor, vars.color.fill),
    selectors: { '&[data-rounded]': { borderRadius: vars.radius.round } },
  },
  'progress-bar-track',
);

// The fill is an SVG rect whose width is an attribute, not a style: server HTML stays valid under
// a strict Content-Security-Policy and shows the right value before any script runs.
export const svg = style(
  {
    display: 'block',
    width: '100%',
    height: '100%',
    selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
  },
  'progress-bar-svg',
);

export const fill = style(
  {
    fill: 'currentColor',
    transition: `width ${vars.duration.normal} ease-out`,
    selectors: {
      '[data-indeterminate] &': { animation: `${slide} 1.4s ease-in-out infinite` },
    },
    '@media': { [reducedMotion]: { transition: 'none', animation: 'none !important' } },
  },
  'progress-bar-fill',
);

export const color = styleVariants(
  {
    primary: vars.color.primary,
    success: vars.color.success,
    warning: vars.color.warning,
    danger: vars.color.danger,
  },
  (value) => ({ color: fallbackVar(progressBarVars.fillColor, value) }),
  'progress-bar-color',
);

// A quarter of the fill over the track keeps the value at 3:1 or more against both, for every
// colour role in both themes, and follows a custom fill colour.
export const buffer = style(
  {
    fill: fallbackVar(
      progressBarVars.bufferColor,
      'color-mix(in srgb, currentColor 25%, transparent)',
    ),
  },
  'progress-bar-buffer',
);

export const text = style(
  { minWidth: '3em', fontSize: vars.fontSize.s, color: vars.color.textSecondary, textAlign: 'end' },
  'progress-bar-text',
);
