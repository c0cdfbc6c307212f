import { createGlobalVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const ellipsisVars = {
  lineHeight: createGlobalVar('tm-ellipsis-line-height'),
  actionColor: createGlobalVar('tm-ellipsis-action-color'),
};

/** Rows the pure-CSS clamp has a class for; more rows are measured. */
export const CSS_ROWS = 8;

export const root = style(
  {
    position: 'relative',
    // A span, so it fits inside buttons and links (a List row); a block all the same.
    display: 'block',
    lineHeight: fallbackVar(ellipsisVars.lineHeight, '1.5'),
    overflowWrap: 'anywhere',
  },
  'ellipsis',
);

export const clamp = style(
  { display: '-webkit-box', WebkitBoxOrient: 'vertical', overflow: 'hidden' },
  'ellipsis-clamp',
);

export const rows = styleVariants(
  Object.fromEntries(Array.from({ length: CSS_ROWS }, (_, i) => [i + 1, i + 1])),
  (count) => ({ WebkitLineClamp: count, lineClamp: count }),
  'ellipsis-rows',
);

// Same width and font as the text, out of sight: candidates are measured here.
export const measure = style(
  {
    position: 'absolute',
    display: 'block',
    insetInline: 0,
    top: 0,
    visibility: 'hidden',
    pointerEvents: 'none',
  },
  'ellipsis-measure',
);

export const action = style(
  {
    padding: 0,
    marginInlineStart: vars.space.xs,
    border: 0,
    background: 'none',
    color: fallbackVar(ellipsisVars.actionColor, vars.color.primary),
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 1 },
    },
  },
  'ellipsis-action',
);
