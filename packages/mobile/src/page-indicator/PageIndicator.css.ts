import { createGlobalVar, createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const pageIndicatorVars = {
  dotColor: createGlobalVar('tm-page-indicator-dot-color'),
  activeDotColor: createGlobalVar('tm-page-indicator-active-dot-color'),
  dotSize: createGlobalVar('tm-page-indicator-dot-size'),
  activeDotSize: createGlobalVar('tm-page-indicator-active-dot-size'),
  dotSpacing: createGlobalVar('tm-page-indicator-dot-spacing'),
  fractionColor: createGlobalVar('tm-page-indicator-fraction-color'),
};

/** The colours of the chosen preset, under the public variables. */
const tint = createVar('page-indicator-tint');
const activeTint = createVar('page-indicator-active-tint');
// The tint of the other dots is too faint for text.
const textTint = createVar('page-indicator-text-tint');

const size = fallbackVar(pageIndicatorVars.dotSize, '6px');
const long = fallbackVar(pageIndicatorVars.activeDotSize, '14px');

export const root = style(
  {
    vars: {
      [tint]: `color-mix(in srgb, ${vars.color.textSecondary} 45%, transparent)`,
      [activeTint]: vars.color.primary,
      [textTint]: vars.color.textSecondary,
    },
    display: 'inline-flex',
    gap: fallbackVar(pageIndicatorVars.dotSpacing, '4px'),
    selectors: {
      '&[data-direction="vertical"]': { flexDirection: 'column' },
      '&[data-color="white"]': {
        vars: { [tint]: 'rgba(255, 255, 255, 0.5)', [activeTint]: '#fff', [textTint]: '#fff' },
      },
      '&[data-type="fraction"]': {
        color: fallbackVar(pageIndicatorVars.fractionColor, textTint),
        fontSize: vars.fontSize.s,
        fontVariantNumeric: 'tabular-nums',
        lineHeight: 1,
      },
    },
  },
  'page-indicator',
);

export const dot = style(
  {
    display: 'block',
    width: size,
    height: size,
    borderRadius: 3,
    background: fallbackVar(pageIndicatorVars.dotColor, tint),
    // The duration token is 0 under reduced motion.
    transition: vars.duration.fast,
    selectors: {
      '&[data-active]': { background: fallbackVar(pageIndicatorVars.activeDotColor, activeTint) },
      '[data-direction="horizontal"] > &[data-active]': { width: long },
      '[data-direction="vertical"] > &[data-active]': { height: long },
    },
  },
  'page-indicator-dot',
);
