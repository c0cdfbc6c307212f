import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const indexBarVars = {
  titleBackground: createGlobalVar('tm-index-bar-title-background'),
  activeColor: createGlobalVar('tm-index-bar-active-color'),
};

/** Set from `stickyOffsetTop` in the browser. */
const top = fallbackVar(createGlobalVar('tm-index-bar-top'), '0px');

export const root = style({ position: 'relative' }, 'index-bar');

// The side index rides in a sticky anchor of no height, so it stays in view in any scroll
// container while the list scrolls under it.
export const anchor = style({ position: 'sticky', top, height: 0, zIndex: 3 }, 'index-bar-anchor');

export const side = style(
  {
    position: 'absolute',
    top: 8,
    insetInlineEnd: 0,
    display: 'flex',
    flexDirection: 'column',
    paddingInline: 4,
    // The finger drags here; vertical panning is the scrub, not a scroll.
    touchAction: 'none',
    userSelect: 'none',
    cursor: 'pointer',
    borderRadius: vars.radius.m,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 1 },
    },
  },
  'index-bar-side',
);

export const letter = style(
  {
    width: 20,
    height: 18,
    borderRadius: vars.radius.round,
    color: vars.color.text,
    fontSize: vars.fontSize.xs,
    lineHeight: '18px',
    textAlign: 'center',
    selectors: {
      '&[data-current]': {
        background: fallbackVar(indexBarVars.activeColor, vars.color.primary),
        color: vars.color.textOnColor,
      },
    },
  },
  'index-bar-letter',
);

export const bubble = style(
  {
    position: 'absolute',
    top: 120,
    insetInlineEnd: 56,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 56,
    height: 56,
    borderRadius: vars.radius.round,
    background: vars.color.toast,
    color: vars.color.textOnColor,
    fontSize: vars.fontSize.xl,
    fontWeight: 600,
    pointerEvents: 'none',
  },
  'index-bar-bubble',
);

export const title = style(
  {
    position: 'sticky',
    top,
    zIndex: 1,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.m,
    background: fallbackVar(indexBarVars.titleBackground, vars.color.backgroundPage),
    color: vars.color.textSecondary,
    fontSize: vars.fontSize.s,
    fontWeight: 600,
  },
  'index-bar-title',
);
