import { createGlobalVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const badgeVars = {
  color: createGlobalVar('tm-badge-color'),
  textColor: createGlobalVar('tm-badge-text-color'),
  borderColor: createGlobalVar('tm-badge-border-color'),
  top: createGlobalVar('tm-badge-top'),
  end: createGlobalVar('tm-badge-end'),
};

export const standalone = style(
  { display: 'inline-flex', position: 'relative', verticalAlign: 'middle' },
  'badge-standalone',
);

// It hugs what it marks in any layout: a wrapper stretched by a column flex or a grid would carry
// the badge away from its child to the far edge.
export const wrapper = style(
  { display: 'inline-block', position: 'relative', width: 'fit-content', verticalAlign: 'middle' },
  'badge-wrapper',
);

export const badge = style(
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: 16,
    height: 16,
    paddingInline: 4,
    borderRadius: vars.radius.round,
    fontSize: 11,
    lineHeight: 1,
    fontWeight: 500,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    color: fallbackVar(badgeVars.textColor, vars.color.textOnColor),
    selectors: {
      // On a child the badge's centre sits on the child's top end corner, on either side in RTL.
      [`${wrapper} > &`]: {
        position: 'absolute',
        top: fallbackVar(badgeVars.top, '0px'),
        insetInlineEnd: fallbackVar(badgeVars.end, '0px'),
        transform: 'translate(50%, -50%)',
        zIndex: 1,
      },
      [`[dir="rtl"] ${wrapper} > &`]: { transform: 'translate(-50%, -50%)' },
    },
  },
  'badge',
);

export const color = styleVariants(
  {
    danger: vars.color.danger,
    primary: vars.color.primary,
    success: vars.color.success,
    warning: vars.color.warning,
  },
  (value) => ({ background: fallbackVar(badgeVars.color, value) }),
  'badge-color',
);

export const dot = style({ minWidth: 8, width: 8, height: 8, padding: 0 }, 'badge-dot');

export const bordered = style(
  { boxShadow: `0 0 0 1px ${fallbackVar(badgeVars.borderColor, vars.color.background)}` },
  'badge-bordered',
);
