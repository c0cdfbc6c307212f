import {
  createGlobalVar,
  fallbackVar,
  globalStyle,
  style,
  styleVariants,
} from '@vanilla-extract/css';
import { vars } from '../theme/light.css';
import type { ButtonColor, ButtonFill, ButtonShape, ButtonSize } from './buttonVariants';

/** Public component variables; each falls back to a theme token. */
const buttonVars = {
  color: createGlobalVar('tm-button-color'),
  textColor: createGlobalVar('tm-button-text-color'),
  radius: createGlobalVar('tm-button-radius'),
  borderWidth: createGlobalVar('tm-button-border-width'),
};

const accent = createGlobalVar('tm-button-accent');

const colorValues: Record<ButtonColor, string> = {
  default: vars.color.text,
  primary: vars.color.primary,
  success: vars.color.success,
  warning: vars.color.warning,
  danger: vars.color.danger,
};

const color = fallbackVar(buttonVars.color, accent);

/*
 * Variants are `styleVariants` keyed by the `as const` lists in `buttonVariants.ts`, not a
 * `recipe()`: the recipe runtime alone is 1.7 KB minified, over half of the Button's 3 KiB
 * budget, while a class lookup per variant costs nothing at runtime.
 */
export const root = style(
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    minHeight: 40,
    margin: 0,
    paddingBlock: vars.space.s,
    paddingInline: vars.space.l,
    border: `${fallbackVar(buttonVars.borderWidth, '1px')} solid transparent`,
    borderRadius: fallbackVar(buttonVars.radius, vars.radius.m),
    font: 'inherit',
    fontSize: vars.fontSize.m,
    lineHeight: 1.4,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    // The pressed tint is a pseudo-element so it works on any fill and colour.
    '::before': {
      content: '""',
      position: 'absolute',
      inset: -1,
      borderRadius: 'inherit',
      background: 'currentColor',
      opacity: 0,
      transition: `opacity ${vars.duration.fast}`,
      pointerEvents: 'none',
    },
    selectors: {
      '&:active:not([aria-disabled="true"])::before': { opacity: 0.12 },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
      '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
      '&[data-loading]': { cursor: 'progress' },
    },
  },
  'button',
);

export const fill = styleVariants(
  {
    solid: {
      background: color,
      borderColor: color,
      color: fallbackVar(buttonVars.textColor, vars.color.textOnColor),
    },
    outline: { background: 'transparent', color, borderColor: color },
    none: { background: 'transparent', color, borderColor: 'transparent' },
  } satisfies Record<ButtonFill, object>,
  'button-fill',
);

export const colors = styleVariants(
  colorValues,
  (value) => ({ vars: { [accent]: value } }),
  'button-color',
);

// A solid default button is a neutral surface, not a fill of the text colour.
globalStyle(`${fill.solid}${colors.default}`, {
  background: vars.color.background,
  color: vars.color.text,
  borderColor: vars.color.border,
});

export const shape = styleVariants(
  {
    default: {},
    rounded: { borderRadius: vars.radius.round },
    rectangular: { borderRadius: 0 },
  } satisfies Record<ButtonShape, object>,
  'button-shape',
);

export const size = styleVariants(
  {
    mini: {
      minHeight: 24,
      paddingBlock: 2,
      paddingInline: vars.space.s,
      fontSize: vars.fontSize.xs,
    },
    small: {
      minHeight: 32,
      paddingBlock: vars.space.xs,
      paddingInline: vars.space.m,
      fontSize: vars.fontSize.s,
    },
    middle: {},
    large: { minHeight: 48, paddingInline: vars.space.xl, fontSize: vars.fontSize.l },
  } satisfies Record<ButtonSize, object>,
  'button-size',
);

export const block = style({ display: 'flex', width: '100%' }, 'button-block');

export const loadingIcon = style({ fontSize: '1.1em' }, 'button-loading-icon');
