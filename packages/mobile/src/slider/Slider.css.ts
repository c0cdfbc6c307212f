import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const sliderVars = {
  trackColor: createGlobalVar('tm-slider-track-color'),
  fillColor: createGlobalVar('tm-slider-fill-color'),
  thumbColor: createGlobalVar('tm-slider-thumb-color'),
  length: createGlobalVar('tm-slider-length'),
};

const fillColor = fallbackVar(sliderVars.fillColor, vars.color.primary);

export const root = style(
  {
    paddingBlock: 6,
    // Room for a thumb at either end, which is centred on the end of the track.
    paddingInline: 14,
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-marks]': { paddingBlockEnd: 24 },
      // Room for the bubbles over the thumbs, so they do not cover what is above the slider.
      '&[data-resident-popover]:not([data-vertical])': { paddingBlockStart: 34 },
      // The mark labels are drawn right of a vertical track in either direction: physical sides.
      '&[data-vertical]': {
        display: 'inline-block',
        paddingBlock: 14,
        paddingLeft: 6,
        paddingRight: 40,
      },
      '&[data-disabled]': { opacity: 0.4 },
    },
  },
  'slider',
);

export const area = style(
  {
    position: 'relative',
    height: 32,
    cursor: 'pointer',
    // The browser keeps scrolling across the track; along it, the drag wins.
    touchAction: 'pan-y',
    selectors: {
      [`${root}[data-vertical] &`]: {
        width: 32,
        height: fallbackVar(sliderVars.length, '200px'),
        touchAction: 'pan-x',
      },
      [`${root}[data-disabled] &`]: { cursor: 'not-allowed' },
    },
  },
  'slider-area',
);

/** A horizontal slider in a right-to-left layout: its drawing is mirrored, min on the right. */
const mirrored = `[dir="rtl"] ${root}:not([data-vertical])`;
/** Text in the mirrored drawing turns back round its own centre, to read the right way. */
const readable = {
  [`${mirrored} &`]: {
    transform: 'scaleX(-1)',
    transformBox: 'fill-box',
    transformOrigin: 'center',
  },
} as const;

export const svg = style(
  {
    display: 'block',
    width: '100%',
    height: '100%',
    overflow: 'visible',
    selectors: { [`${mirrored} &`]: { transform: 'scaleX(-1)' } },
  },
  'slider-svg',
);

export const rail = style(
  { fill: fallbackVar(sliderVars.trackColor, vars.color.border) },
  'slider-rail',
);

export const fill = style({ fill: fillColor }, 'slider-fill');

export const dot = style(
  {
    fill: vars.color.background,
    stroke: fallbackVar(sliderVars.trackColor, vars.color.border),
    strokeWidth: 2,
    selectors: { '&[data-on]': { stroke: fillColor } },
  },
  'slider-dot',
);

export const mark = style(
  {
    fill: vars.color.textSecondary,
    fontSize: vars.fontSize.xs,
    selectors: {
      ...readable,
      // Beside a vertical track a label starts at its left end, in right-to-left text too.
      [`${root}[data-vertical] &`]: { direction: 'ltr' },
    },
  },
  'slider-mark',
);

export const thumb = style(
  {
    fill: fallbackVar(sliderVars.thumbColor, '#fff'),
    stroke: fillColor,
    strokeWidth: 2,
    filter: 'drop-shadow(0 1px 2px rgb(0 0 0 / 0.25))',
    outline: 'none',
    cursor: 'grab',
    selectors: {
      '&:focus-visible': { strokeWidth: 5 },
      [`${root}[data-disabled] &`]: { cursor: 'not-allowed' },
    },
  },
  'slider-thumb',
);

export const bubble = style({ fill: vars.color.toast }, 'slider-bubble');

export const bubbleText = style(
  { fill: '#fff', fontSize: vars.fontSize.s, fontWeight: 600, selectors: readable },
  'slider-bubble-text',
);
