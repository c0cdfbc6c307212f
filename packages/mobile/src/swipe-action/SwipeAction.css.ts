import { createGlobalVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion } from '../internal/overlay.css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const swipeActionVars = {
  background: createGlobalVar('tm-swipe-action-background'),
  actionWidth: createGlobalVar('tm-swipe-action-action-width'),
};
/** Set while dragged or open: how far the row has moved. */
const offset = createGlobalVar('tm-swipe-action-offset');

export const root = style(
  {
    position: 'relative',
    // `clip`, unlike `hidden`, cannot be scrolled: focusing an off-screen action must not let
    // the browser scroll the row sideways, which nothing would scroll back.
    overflow: ['hidden', 'clip'],
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'swipe-action',
);

export const track = style(
  {
    position: 'relative',
    transform: `translateX(${fallbackVar(offset, '0px')})`,
    transition: `transform ${vars.duration.normal} ease-out`,
    // Vertical scrolling stays with the browser; horizontal drags belong to the row.
    touchAction: 'pan-y',
    selectors: { '&[data-dragging]': { transition: 'none' } },
    '@media': { [reducedMotion]: { transition: 'none' } },
  },
  'swipe-action-track',
);

export const content = style(
  { background: fallbackVar(swipeActionVars.background, vars.color.background) },
  'swipe-action-content',
);

export const actions = styleVariants(
  // Logical sides: in right-to-left text the start actions sit on the right.
  { start: { insetInlineEnd: '100%' }, end: { insetInlineStart: '100%' } },
  (side) => ({
    position: 'absolute',
    top: 0,
    bottom: 0,
    display: 'flex',
    // A stretched side shrinks back in step with the row, so no gap opens while it settles.
    transition: `min-width ${vars.duration.normal} ease-out`,
    selectors: { '[data-dragging] > &': { transition: 'none' } },
    '@media': { [reducedMotion]: { transition: 'none' } },
    ...side,
  }),
  'swipe-action-actions',
);

export const action = style(
  {
    minWidth: fallbackVar(swipeActionVars.actionWidth, '72px'),
    padding: `0 ${vars.space.m}`,
    border: 0,
    color: vars.color.textOnColor,
    font: 'inherit',
    fontSize: vars.fontSize.m,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.text}`, outlineOffset: -4 },
      // The outermost action takes up any stretch, so it alone fills the row in a full swipe.
      '&[data-primary]': { flexGrow: 1 },
    },
  },
  'swipe-action-action',
);

export const color = styleVariants(
  {
    light: { background: vars.color.fill, color: vars.color.text },
    primary: { background: vars.color.primary },
    success: { background: vars.color.success },
    warning: { background: vars.color.warning },
    danger: { background: vars.color.danger },
  },
  'swipe-action-color',
);
