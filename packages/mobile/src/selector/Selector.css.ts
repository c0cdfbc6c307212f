import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const selectorVars = {
  color: createGlobalVar('tm-selector-color'),
  checkedColor: createGlobalVar('tm-selector-checked-color'),
  checkedTextColor: createGlobalVar('tm-selector-checked-text-color'),
  radius: createGlobalVar('tm-selector-radius'),
  gap: createGlobalVar('tm-selector-gap'),
};

const checked = fallbackVar(selectorVars.checkedColor, vars.color.primary);

const columns = createGlobalVar('tm-selector-columns');

// Column counts are attribute selectors, not inline styles: valid under a strict CSP.
const columnSelectors = Object.fromEntries(
  [1, 2, 3, 4, 5, 6].map((n) => [`&[data-columns="${n}"]`, { vars: { [columns]: String(n) } }]),
);

export const root = style(
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: fallbackVar(selectorVars.gap, vars.space.s),
    selectors: {
      ...columnSelectors,
      '&[data-columns]': {
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      },
    },
  },
  'selector',
);

export const option = style(
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    alignItems: 'center',
    boxSizing: 'border-box',
    minHeight: 40,
    paddingBlock: vars.space.s,
    paddingInline: vars.space.l,
    overflow: 'hidden',
    border: '1px solid transparent',
    borderRadius: fallbackVar(selectorVars.radius, vars.radius.s),
    background: fallbackVar(selectorVars.color, vars.color.fill),
    color: vars.color.text,
    fontSize: vars.fontSize.m,
    textAlign: 'center',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&[aria-selected="true"]': {
        borderColor: checked,
        background: vars.color.background,
        color: fallbackVar(selectorVars.checkedTextColor, vars.color.primary),
      },
      '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
    },
  },
  'selector-option',
);

export const label = style({ lineHeight: 1.4 }, 'selector-label');

export const description = style(
  { fontSize: vars.fontSize.xs, color: vars.color.textSecondary, lineHeight: 1.4 },
  'selector-description',
);

export const checkMark = style(
  {
    position: 'absolute',
    insetBlockEnd: 0,
    insetInlineEnd: 0,
    width: 20,
    height: 16,
    fill: checked,
  },
  'selector-check-mark',
);

export const tick = style(
  { fill: 'none', stroke: vars.color.textOnColor, strokeWidth: 1.5 },
  'selector-tick',
);
