import { createGlobalVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { reducedMotion } from '../internal/overlay.css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const skeletonVars = {
  color: createGlobalVar('tm-skeleton-color'),
  radius: createGlobalVar('tm-skeleton-radius'),
  lineHeight: createGlobalVar('tm-skeleton-line-height'),
};

const shimmer = keyframes(
  { from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } },
  'skeleton-shimmer',
);

export const root = style({ display: 'flex', gap: vars.space.m }, 'skeleton');
export const lines = style({ flex: 1, display: 'grid', gap: vars.space.s }, 'skeleton-lines');

const lineHeight = fallbackVar(skeletonVars.lineHeight, '16px');

/** The grey of every block, whatever its size. */
export const surface = style(
  {
    display: 'block',
    borderRadius: fallbackVar(skeletonVars.radius, vars.radius.s),
    background: fallbackVar(skeletonVars.color, vars.color.fill),
  },
  'skeleton-surface',
);

export const block = style(
  {
    height: lineHeight,
    selectors: { '&:last-child:not(:first-child)': { width: '60%' } },
  },
  'skeleton-block',
);

/** A row of a `rowCol` layout: its cells side by side, centred vertically. */
export const row = style(
  { display: 'flex', alignItems: 'center', gap: vars.space.m, minWidth: 0 },
  'skeleton-row',
);

/**
 * A `rowCol` cell is an `<svg>` sized by its `width`/`height` attributes, which work without a
 * `style` attribute (blocked by a strict Content-Security-Policy) and before hydration. A CSS
 * size would override the attributes, so sizes apply only where an attribute is missing.
 */
export const cell = style(
  {
    flexShrink: 0,
    selectors: {
      '&:not([width])': { flex: '1 1 0', minWidth: 0 },
      '&:not([height])': { height: lineHeight },
    },
  },
  'skeleton-cell',
);
export const circle = style({ borderRadius: '50%' }, 'skeleton-circle');

/** A cell holding rows of its own, taking the width its row leaves. */
export const column = style(
  { flex: '1 1 0', minWidth: 0, display: 'grid', gap: vars.space.s },
  'skeleton-column',
);

export const title = style({ width: '40%', height: 20 }, 'skeleton-title');
export const avatar = style(
  { flexShrink: 0, width: 40, height: 40, borderRadius: '50%' },
  'skeleton-avatar',
);
export const image = style(
  { width: '100%', height: 160, borderRadius: vars.radius.m },
  'skeleton-image',
);

export const animated = style(
  {
    backgroundImage: `linear-gradient(90deg, transparent 25%, rgba(255, 255, 255, 0.35) 50%, transparent 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s ease infinite`,
    '@media': { [reducedMotion]: { animation: 'none', backgroundImage: 'none' } },
  },
  'skeleton-animated',
);
