import {
  createGlobalVar,
  createVar,
  fallbackVar,
  style,
  styleVariants,
} from '@vanilla-extract/css';
import { vars } from '../theme/light.css';
import type { TagColor, TagFill } from './tagVariants';

/** Public component variables; each falls back to a theme token. */
const tagVars = {
  color: createGlobalVar('tm-tag-color'),
  textColor: createGlobalVar('tm-tag-text-color'),
  radius: createGlobalVar('tm-tag-radius'),
  fontSize: createGlobalVar('tm-tag-font-size'),
};

const accent = createVar('tag-accent');
const color = fallbackVar(tagVars.color, accent);

export const root = style(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 2,
    boxSizing: 'border-box',
    maxWidth: '100%',
    minHeight: 20,
    paddingBlock: 1,
    paddingInline: 6,
    // The outline of a shape: 1 CSS px, not a hairline (see internal/hairline).
    border: `1px solid ${color}`,
    borderRadius: fallbackVar(tagVars.radius, vars.radius.s),
    fontSize: fallbackVar(tagVars.fontSize, vars.fontSize.xs),
    lineHeight: 1.4,
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
  },
  'tag',
);

export const label = style(
  { overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 },
  'tag-label',
);

export const fill = styleVariants(
  {
    solid: { background: color, color: fallbackVar(tagVars.textColor, vars.color.textOnColor) },
    outline: { background: 'transparent', color },
  } satisfies Record<TagFill, object>,
  'tag-fill',
);

export const colors = styleVariants(
  {
    default: vars.color.textSecondary,
    primary: vars.color.primary,
    success: vars.color.success,
    warning: vars.color.warning,
    danger: vars.color.danger,
  } satisfies Record<TagColor, string>,
  (value) => ({ vars: { [accent]: value } }),
  'tag-color',
);

export const round = style({ borderRadius: vars.radius.round, paddingInline: 8 }, 'tag-round');

export const close = style(
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    marginInlineEnd: -4,
    padding: 2,
    border: 0,
    borderRadius: vars.radius.round,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    // The visible glyph is small; the pseudo-element widens the touch target to 24 px.
    '::after': { content: '""', position: 'absolute', inset: -4 },
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 1 },
      '&:active': { opacity: 0.6 },
    },
  },
  'tag-close',
);
