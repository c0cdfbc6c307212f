import {
  createGlobalVar,
  createVar,
  fallbackVar,
  style,
  styleVariants,
} from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const dividerVars = {
  color: createGlobalVar('tm-divider-color'),
  textColor: createGlobalVar('tm-divider-text-color'),
  gap: createGlobalVar('tm-divider-gap'),
};

/**
 * Each divider sets exactly one value and every line reads it, so no two rules compete over
 * the border style and the order the stylesheet emits them in cannot matter.
 */
const lineStyleVar = createVar('divider-line-style');

const line = `1px ${lineStyleVar} ${fallbackVar(dividerVars.color, vars.color.border)}`;

export const horizontal = style(
  {
    display: 'flex',
    alignItems: 'center',
    marginBlock: fallbackVar(dividerVars.gap, vars.space.l),
    color: fallbackVar(dividerVars.textColor, vars.color.textSecondary),
    fontSize: vars.fontSize.s,
    selectors: {
      // The line is drawn on both sides of the content; without content the two halves meet.
      '&::before, &::after': { content: '""', flex: 1, minWidth: 16, borderBlockStart: line },
    },
  },
  'divider',
);

export const lineStyle = styleVariants(
  {
    solid: { vars: { [lineStyleVar]: 'solid' } },
    dashed: { vars: { [lineStyleVar]: 'dashed' } },
  },
  'divider-line',
);

export const position = styleVariants(
  {
    left: { selectors: { '&::before': { flex: '0 0 10%' } } },
    center: {},
    right: { selectors: { '&::after': { flex: '0 0 10%' } } },
  },
  'divider-position',
);

export const content = style(
  {
    flexShrink: 1,
    minWidth: 0,
    paddingInline: vars.space.m,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  },
  'divider-content',
);

export const vertical = style(
  {
    display: 'inline-block',
    height: '0.9em',
    marginInline: fallbackVar(dividerVars.gap, vars.space.m),
    verticalAlign: 'middle',
    borderInlineStart: line,
  },
  'divider-vertical',
);
