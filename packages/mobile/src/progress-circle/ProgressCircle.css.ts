import { createGlobalVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion } from '../internal/overlay.css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const progressCircleVars = {
  size: createGlobalVar('tm-progress-circle-size'),
  trackWidth: createGlobalVar('tm-progress-circle-track-width'),
  trackColor: createGlobalVar('tm-progress-circle-track-color'),
  fillColor: createGlobalVar('tm-progress-circle-fill-color'),
};

export const root = style(
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: fallbackVar(progressCircleVars.size, '64px'),
    height: fallbackVar(progressCircleVars.size, '64px'),
  },
  'progress-circle',
);

export const svg = style(
  {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    transform: 'rotate(-90deg)',
    selectors: { '[data-anticlockwise] > &': { transform: 'rotate(-90deg) scaleY(-1)' } },
  },
  'progress-circle-svg',
);

export const track = style(
  {
    stroke: fallbackVar(progressCircleVars.trackColor, vars.color.fill),
    strokeWidth: fallbackVar(progressCircleVars.trackWidth, '3px'),
  },
  'progress-circle-track',
);

export const fill = style(
  {
    strokeWidth: fallbackVar(progressCircleVars.trackWidth, '3px'),
    strokeLinecap: 'round',
    strokeDasharray: 100,
    transition: `stroke-dashoffset ${vars.duration.normal} ease-out`,
    '@media': { [reducedMotion]: { transition: 'none' } },
  },
  'progress-circle-fill',
);

export const color = styleVariants(
  {
    primary: vars.color.primary,
    success: vars.color.success,
    warning: vars.color.warning,
    danger: vars.color.danger,
  },
  (value) => ({ stroke: fallbackVar(progressCircleVars.fillColor, value) }),
  'progress-circle-color',
);

export const content = style(
  { position: 'relative', fontSize: vars.fontSize.s, color: vars.color.text },
  'progress-circle-content',
);
