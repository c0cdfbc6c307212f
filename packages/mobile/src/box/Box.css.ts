import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { spaceValue } from '../theme/spacing.css';
import { vars } from '../theme/light.css';

// The block padding the props chose, kept where safe-area padding can add the inset to it.
// Every box sets it, so a box never adds the inset to the padding of a box around it.
const paddingBlock = createVar();
const chosenBlock = (value: string) => ({ [paddingBlock]: value === '0' ? '0px' : value });

export const root = style({ boxSizing: 'border-box', vars: chosenBlock('0') }, 'box');

export const padding = styleVariants(
  spaceValue,
  (value) => ({ padding: value, vars: chosenBlock(value) }),
  'box-padding',
);
export const paddingX = styleVariants(
  spaceValue,
  (value) => ({ paddingInline: value }),
  'box-padding-x',
);
export const paddingY = styleVariants(
  spaceValue,
  (value) => ({ paddingBlock: value, vars: chosenBlock(value) }),
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
const withInset = (edge: 'top' | 'bottom') =>
  `calc(${paddingBlock} + env(safe-area-inset-${edge}))`;
export const safeArea = styleVariants(
  {
    top: { paddingTop: withInset('top') },
    bottom: { paddingBottom: withInset('bottom') },
    both: { paddingTop: withInset('top'), paddingBottom: withInset('bottom') },
  },
  'box-safe-area',
);
