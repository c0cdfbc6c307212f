import type { GlobalStyleRule } from '@vanilla-extract/css';

type Edge = 'top' | 'bottom' | 'left' | 'right';

/**
 * A line one physical pixel thick along one edge: 1px on standard screens, 0.5px at 2× and
 * 0.34px at 3×. It is drawn as a background gradient, not a border, because Chromium rounds
 * border widths under 1px up to 1px, and a gradient needs neither a positioned host nor a
 * pseudo-element (though it works on one, as the Footer's label lines do). Give the element
 * `backgroundColor`, never `background`, so the line survives. For `.css.ts` files, as a style
 * or inside `selectors`.
 *
 * Hairlines are for lines that separate content: List, Card, Collapse, Dropdown and Footer
 * dividers. Outlines of a shape (Tag, the Steps icons) and lines that carry meaning (the Steps
 * connectors, which take the status colour) stay 1 CSS px, as in ant-design-mobile: at 0.34px
 * they would fade on 3× screens, and a rounded outline cannot be drawn with a gradient.
 */
export function hairline(edge: Edge, color: string): GlobalStyleRule {
  const across = edge === 'left' || edge === 'right';
  const size = (px: string) => ({ backgroundSize: across ? `${px} 100%` : `100% ${px}` });
  return {
    backgroundImage: `linear-gradient(${color}, ${color})`,
    backgroundRepeat: 'no-repeat',
    backgroundPosition: across ? `${edge} top` : `left ${edge}`,
    ...size('1px'),
    '@media': {
      '(min-resolution: 2dppx)': size('0.5px'),
      '(min-resolution: 3dppx)': size('0.34px'),
    },
  };
}
