import { createGlobalVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { reducedMotion } from '../internal/overlay.css';
import { vars } from '../theme/light.css';

/** Public component variables. */
export const skeletonVars = {
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

export const block = style(
  {
    display: 'block',
    height: fallbackVar(skeletonVars.lineHeight, '16px'),
    borderRadius: fallbackVar(skeletonVars.radius, vars.radius.s),
    background: fallbackVar(skeletonVars.color, vars.color.fill),
    selectors: { '&:last-child:not(:first-child)': { width: '60%' } },
  },
  'skeleton-block',
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
