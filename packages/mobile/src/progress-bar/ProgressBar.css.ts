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
export const progressBarVars = {
  trackColor: createGlobalVar('tm-progress-bar-track-color'),
  fillColor: createGlobalVar('tm-progress-bar-fill-color'),
  height: createGlobalVar('tm-progress-bar-height'),
};
/** Set from `percent` when it is not 0. */
const percent = createGlobalVar('tm-progress-bar-percent');

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

export const fill = style(
  {
    height: '100%',
    width: '100%',
    borderRadius: 'inherit',
    transformOrigin: 'left',
    transform: `scaleX(calc(${fallbackVar(percent, '0')} / 100))`,
    transition: `transform ${vars.duration.normal} ease-out`,
    selectors: {
      '[dir="rtl"] &': { transformOrigin: 'right' },
      '[data-indeterminate] > &': {
        width: '40%',
        transform: 'none',
        animation: `${slide} 1.4s ease-in-out infinite`,
      },
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
  (value) => ({ background: fallbackVar(progressBarVars.fillColor, value) }),
  'progress-bar-color',
);

export const text = style(
  { minWidth: '3em', fontSize: vars.fontSize.s, color: vars.color.textSecondary, textAlign: 'end' },
  'progress-bar-text',
);
