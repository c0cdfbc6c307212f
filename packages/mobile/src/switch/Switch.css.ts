import {
  createGlobalVar,
  fallbackVar,
  keyframes,
  style,
  styleVariants,
} from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const switchVars = {
  width: createGlobalVar('tm-switch-width'),
  height: createGlobalVar('tm-switch-height'),
  checkedColor: createGlobalVar('tm-switch-checked-color'),
  trackColor: createGlobalVar('tm-switch-track-color'),
  knobColor: createGlobalVar('tm-switch-knob-color'),
};

// Sizes set private defaults, so the public variables still win over every size.
const sizeWidth = createGlobalVar('tm-switch-size-width');
const sizeHeight = createGlobalVar('tm-switch-size-height');
const width = fallbackVar(switchVars.width, sizeWidth);
const height = fallbackVar(switchVars.height, sizeHeight);
const gap = '2px';

export const root = style(
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    flex: 'none',
    boxSizing: 'border-box',
    width,
    minWidth: width,
    height,
    margin: 0,
    padding: 0,
    border: 'none',
    borderRadius: height,
    background: fallbackVar(switchVars.trackColor, vars.color.border),
    color: vars.color.textOnColor,
    font: 'inherit',
    fontSize: vars.fontSize.xs,
    cursor: 'pointer',
    transition: `background ${vars.duration.fast}`,
    WebkitTapHighlightColor: 'transparent',
    // A larger invisible hit area around small tracks.
    '::after': { content: '""', position: 'absolute', inset: -6 },
    selectors: {
      '&[data-checked]': { background: fallbackVar(switchVars.checkedColor, vars.color.primary) },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
      '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  'switch',
);

export const size = styleVariants(
  {
    small: { vars: { [sizeWidth]: '40px', [sizeHeight]: '24px' } },
    middle: { vars: { [sizeWidth]: '51px', [sizeHeight]: '31px' } },
    large: { vars: { [sizeWidth]: '60px', [sizeHeight]: '36px' } },
  },
  'switch-size',
);

export const knob = style(
  {
    position: 'absolute',
    insetBlockStart: gap,
    insetInlineStart: gap,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: `calc(${height} - ${gap} * 2)`,
    height: `calc(${height} - ${gap} * 2)`,
    borderRadius: '50%',
    background: fallbackVar(switchVars.knobColor, '#fff'),
    boxShadow: '0 2px 4px rgb(0 0 0 / 0.2)',
    color: vars.color.primary,
    // A logical inset rather than a transform: it flips under RTL by itself.
    transition: `inset-inline-start ${vars.duration.fast}`,
    selectors: {
      [`${root}[data-checked] &`]: { insetInlineStart: `calc(${width} - ${height} + ${gap})` },
    },
  },
  'switch-knob',
);

const spin = keyframes({ to: { transform: 'rotate(360deg)' } }, 'switch-spin');

export const spinner = style(
  {
    width: '60%',
    height: '60%',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 3,
    strokeLinecap: 'round',
    animation: `${spin} 0.8s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  'switch-spinner',
);

export const text = style(
  {
    flex: 1,
    paddingInlineStart: `calc(${height} - ${gap})`,
    paddingInlineEnd: '6px',
    textAlign: 'center',
    whiteSpace: 'nowrap',
    selectors: {
      [`${root}[data-checked] &`]: {
        paddingInlineStart: '6px',
        paddingInlineEnd: `calc(${height} - ${gap})`,
      },
      [`${root}:not([data-checked]) &`]: { color: vars.color.text },
    },
  },
  'switch-text',
);
