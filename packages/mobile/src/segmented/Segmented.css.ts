import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const segmentedVars = {
  background: createGlobalVar('tm-segmented-background'),
  itemColor: createGlobalVar('tm-segmented-item-color'),
  selectedBackground: createGlobalVar('tm-segmented-item-selected-background'),
  selectedColor: createGlobalVar('tm-segmented-item-selected-color'),
};

const selectedBackground = fallbackVar(segmentedVars.selectedBackground, vars.color.background);

export const root = style(
  {
    position: 'relative',
    display: 'inline-flex',
    maxWidth: '100%',
    padding: 2,
    gap: 2,
    overflowX: 'auto',
    borderRadius: vars.radius.m,
    background: fallbackVar(segmentedVars.background, vars.color.fill),
    selectors: { '&[data-block]': { display: 'flex' } },
  },
  'segmented',
);

// Until the thumb is measured (on the server and during hydration) the chosen segment paints
// its own background, so the server HTML is right without a style attribute.
export const thumb = style(
  {
    position: 'absolute',
    top: 2,
    bottom: 2,
    left: 0,
    borderRadius: vars.radius.s,
    background: selectedBackground,
    boxShadow: '0 1px 3px rgba(0, 0, 0, 0.12)',
    // The duration token is 0 under reduced motion: the thumb then jumps.
    transition: `transform ${vars.duration.normal} ease, width ${vars.duration.normal} ease`,
  },
  'segmented-thumb',
);

export const item = style(
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: 32,
    padding: `0 ${vars.space.m}`,
    border: 0,
    borderRadius: vars.radius.s,
    background: 'transparent',
    color: fallbackVar(segmentedVars.itemColor, vars.color.textSecondary),
    font: 'inherit',
    fontSize: vars.fontSize.m,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '[data-block] > &': { flex: '1 1 0', minWidth: 0 },
      '&[aria-checked="true"]': {
        color: fallbackVar(segmentedVars.selectedColor, vars.color.text),
        fontWeight: 500,
      },
      ':not([data-thumb]) > &[aria-checked="true"]': { background: selectedBackground },
      // Sideways moves from the chosen segment drag the thumb; the bar must not scroll instead.
      '&[aria-checked="true"]:enabled': { touchAction: 'pan-y' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.4 },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'segmented-item',
);

export const icon = style({ display: 'inline-flex', fontSize: '1.1em' }, 'segmented-icon');
