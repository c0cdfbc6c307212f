import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { fadeIn, fadeOut, reducedMotion } from '../internal/overlay.css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const tourVars = {
  zIndex: createGlobalVar('tm-tour-z-index'),
  maskColor: createGlobalVar('tm-tour-mask-color'),
  ringColor: createGlobalVar('tm-tour-ring-color'),
  background: createGlobalVar('tm-tour-background'),
  width: createGlobalVar('tm-tour-width'),
  radius: createGlobalVar('tm-tour-radius'),
};

/** Set once measured (client only): where the step card goes. */
const x = createGlobalVar('tm-tour-x');
const y = createGlobalVar('tm-tour-y');

export const root = style(
  {
    // Sized by its containing block, so it also fits a transformed frame (see Mask).
    position: 'fixed',
    inset: 0,
    zIndex: fallbackVar(tourVars.zIndex, vars.zIndex.overlay),
    animation: `${fadeIn} ${vars.duration.normal} ease-out`,
    selectors: {
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.duration.normal} ease-in forwards`,
        pointerEvents: 'none',
      },
      '&[hidden]': { display: 'none' },
    },
    '@media': { [reducedMotion]: { animation: 'none' } },
  },
  'tour',
);

/** The mask: it takes every tap, so the page behind (the target too) waits for the tour. */
export const mask = style(
  { position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' },
  'tour-mask',
);

export const shade = style(
  { fill: fallbackVar(tourVars.maskColor, vars.color.mask) },
  'tour-shade',
);

/** A ring around the cut-out, so the target stands out on a dark page as on a light one. */
export const ring = style(
  { fill: 'none', stroke: fallbackVar(tourVars.ringColor, vars.color.primary), strokeWidth: 2 },
  'tour-ring',
);

export const card = style(
  {
    position: 'absolute',
    left: 0,
    top: 0,
    transform: `translate(${fallbackVar(x, '0px')}, ${fallbackVar(y, '0px')})`,
    width: fallbackVar(tourVars.width, '300px'),
    maxWidth: 'calc(100% - 16px)',
    maxHeight: 'calc(100% - 16px)',
    overflowY: 'auto',
    boxSizing: 'border-box',
    padding: vars.space.l,
    borderRadius: fallbackVar(tourVars.radius, vars.radius.l),
    background: fallbackVar(tourVars.background, vars.color.background),
    color: vars.color.text,
    boxShadow: '0 8px 24px rgba(0, 0, 0, 0.24)',
    outline: 'none',
    selectors: {
      '&[data-measuring]': { visibility: 'hidden' },
      // No target: the card sits in the middle of the screen.
      '&[data-centred]': { left: '50%', top: '50%', transform: 'translate(-50%, -50%)' },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
    },
  },
  'tour-card',
);

export const header = style(
  { display: 'flex', alignItems: 'flex-start', gap: vars.space.s },
  'tour-header',
);

export const title = style(
  {
    flex: 1,
    margin: 0,
    fontSize: vars.fontSize.l,
    fontWeight: 600,
    lineHeight: 1.4,
    overflowWrap: 'anywhere',
  },
  'tour-title',
);

export const description = style(
  {
    marginTop: vars.space.s,
    fontSize: vars.fontSize.m,
    lineHeight: 1.5,
    color: vars.color.textSecondary,
    overflowWrap: 'anywhere',
  },
  'tour-description',
);

export const footer = style(
  {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: vars.space.s,
    marginTop: vars.space.l,
  },
  'tour-footer',
);

export const indicator = style(
  { flex: 1, fontSize: vars.fontSize.s, color: vars.color.textSecondary, whiteSpace: 'nowrap' },
  'tour-indicator',
);

export const skip = style(
  {
    flex: 'none',
    minHeight: 32,
    marginBlock: -4,
    marginInlineEnd: -8,
    padding: `0 ${vars.space.s}`,
    border: 0,
    borderRadius: vars.radius.m,
    background: 'transparent',
    color: vars.color.textSecondary,
    font: 'inherit',
    fontSize: vars.fontSize.s,
    cursor: 'pointer',
    selectors: {
      '&:active': { background: vars.color.fill },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 0 },
    },
  },
  'tour-skip',
);
