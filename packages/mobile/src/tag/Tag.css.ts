import {
  createGlobalVar,
  createVar,
  fallbackVar,
  style,
  styleVariants,
} from '@vanilla-extract/css';
import { vars } from '../theme/light.css';
import type { TagColor, TagFill, TagSize } from './tagVariants';

/** Public component variables; each falls back to a theme token. */
const tagVars = {
  color: createGlobalVar('tm-tag-color'),
  textColor: createGlobalVar('tm-tag-text-color'),
  radius: createGlobalVar('tm-tag-radius'),
  fontSize: createGlobalVar('tm-tag-font-size'),
};

const accent = createVar('tag-accent');
const color = fallbackVar(tagVars.color, accent);
// Set by the size, so that `round` can widen whichever padding the size chose.
const paddingInline = createVar('tag-padding-inline');

export const root = style(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 2,
    boxSizing: 'border-box',
    maxWidth: '100%',
    minHeight: 20,
    paddingBlock: 1,
    vars: { [paddingInline]: '6px' },
    paddingInline,
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
    light: {
      background: `color-mix(in srgb, ${color} 12%, transparent)`,
      borderColor: 'transparent',
      // On its own tint the role colour falls under 4.5:1 (warning, danger and success in the
      // light theme); a quarter of the text colour keeps every role above it in both themes.
      color: `color-mix(in srgb, ${color} 75%, ${vars.color.text})`,
    },
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

export const size = styleVariants(
  {
    small: {
      vars: { [paddingInline]: vars.space.xs },
      minHeight: 16,
      paddingBlock: 0,
      fontSize: fallbackVar(tagVars.fontSize, `calc(${vars.fontSize.xs} - 1px)`),
      lineHeight: 1.25,
    },
    middle: {},
    large: {
      vars: { [paddingInline]: vars.space.s },
      minHeight: 28,
      paddingBlock: 2,
      fontSize: fallbackVar(tagVars.fontSize, vars.fontSize.s),
    },
  } satisfies Record<TagSize, object>,
  'tag-size',
);

export const round = style(
  { borderRadius: vars.radius.round, paddingInline: `calc(${paddingInline} + 2px)` },
  'tag-round',
);

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
    // The visible glyph is small; the pseudo-element widens the touch target to at least 24 px,
    // however small the size's font makes the glyph.
    '::after': { content: '""', position: 'absolute', inset: 'min(-4px, calc(50% - 12px))' },
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 1 },
      '&:active': { opacity: 0.6 },
    },
  },
  'tag-close',
);

export const check = style(
  {
    position: 'relative',
    margin: 0,
    fontFamily: 'inherit',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    // A small tag is shorter than a finger: the touch target grows to at least 24 px each way.
    '::after': { content: '""', position: 'absolute', inset: 'min(0px, calc(50% - 12px))' },
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
      '&:active:not([aria-disabled="true"])': { opacity: 0.8 },
      '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
    },
  },
  'tag-check',
);
