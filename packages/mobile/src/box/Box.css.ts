import { style, styleVariants } from '@vanilla-extract/css';
import { spaceValue } from '../theme/spacing.css';
import { vars } from '../theme/light.css';

export const root = style({ boxSizing: 'border-box' }, 'box');

export const padding = styleVariants(spaceValue, (value) => ({ padding: value }), 'box-padding');
export const paddingX = styleVariants(
  spaceValue,
  (value) => ({ paddingInline: value }),
  'box-padding-x',
);
export const paddingY = styleVariants(
  spaceValue,
  (value) => ({ paddingBlock: value }),
  'box-padding-y',
);

export const background = styleVariants(
  {
    none: {},
    default: { background: vars.color.background },
    page: { background: vars.color.backgroundPage },
  },
  'box-background',
);

export const radius = styleVariants(
  {
    none: {},
    s: { borderRadius: vars.radius.s },
    m: { borderRadius: vars.radius.m },
    l: { borderRadius: vars.radius.l },
  },
  'box-radius',
);

// Safe-area padding adds the device inset to the chosen padding, for bars at the screen edges.
export const safeArea = styleVariants(
  {
    top: { paddingTop: 'env(safe-area-inset-top)' },
    bottom: { paddingBottom: 'env(safe-area-inset-bottom)' },
    both: { paddingTop: 'env(safe-area-inset-top)', paddingBottom: 'env(safe-area-inset-bottom)' },
  },
  'box-safe-area',
);
