import type { StyleRule } from '@vanilla-extract/css';

type Edge = 'top' | 'bottom';

/**
 * A line one physical pixel thick along the top or bottom edge: 1px on standard screens,
 * 0.5px at 2× and 0.34px at 3×. It is drawn as a background gradient, not a border, because
 * Chromium rounds border widths under 1px up to 1px, and a gradient needs neither a
 * positioned host nor a pseudo-element. Give the element `backgroundColor`, never
 * `background`, so the line survives. For `.css.ts` files.
 */
export function hairline(edge: Edge, color: string): StyleRule {
  const size = (px: string) => ({ backgroundSize: `100% ${px}` });
  return {
    backgroundImage: `linear-gradient(${color}, ${color})`,
    backgroundRepeat: 'no-repeat',
    backgroundPosition: `left ${edge}`,
    ...size('1px'),
    '@media': {
      '(min-resolution: 2dppx)': size('0.5px'),
      '(min-resolution: 3dppx)': size('0.34px'),
    },
  };
}
