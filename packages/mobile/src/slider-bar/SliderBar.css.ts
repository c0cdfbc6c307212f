import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const sliderBarVars = {
  width: createGlobalVar('tm-slider-bar-width'),
  background: createGlobalVar('tm-slider-bar-background'),
  activeColor: createGlobalVar('tm-slider-bar-active-color'),
  height: createGlobalVar('tm-slider-bar-height'),
};

const activeColor = fallbackVar(sliderBarVars.activeColor, vars.color.primary);

export const root = style(
  { display: 'flex', height: fallbackVar(sliderBarVars.height, '400px') },
  'slider-bar',
);

export const sidebar = style(
  {
    display: 'flex',
    flexDirection: 'column',
    flex: 'none',
    width: fallbackVar(sliderBarVars.width, '104px'),
    overflowY: 'auto',
    overscrollBehaviorY: 'contain',
    background: fallbackVar(sliderBarVars.background, vars.color.backgroundPage),
  },
  'slider-bar-sidebar',
);

export const item = style(
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: 52,
    paddingInline: vars.space.m,
    border: 0,
    background: 'none',
    color: vars.color.text,
    font: 'inherit',
    // Small type, so a word like "Vegetables" fits the bar's width on one line.
    fontSize: vars.fontSize.s,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[aria-selected="true"]': {
        background: vars.color.background,
        color: activeColor,
        fontWeight: 600,
      },
      // The active marker: a bar on the start edge, on the right in right-to-left layouts.
      '&[aria-selected="true"]::before': {
        content: '""',
        position: 'absolute',
        insetInlineStart: 0,
        top: 16,
        bottom: 16,
        width: 3,
        borderRadius: vars.radius.round,
        background: activeColor,
      },
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'slider-bar-item',
);

// A word too long for the bar breaks with a hyphen where the browser knows the language's
// hyphenation, rather than at any letter.
export const title = style(
  { minWidth: 0, overflowWrap: 'anywhere', hyphens: 'auto', WebkitHyphens: 'auto' },
  'slider-bar-title',
);

export const content = style(
  {
    position: 'relative',
    flex: 1,
    minWidth: 0,
    overflowY: 'auto',
    overscrollBehaviorY: 'contain',
    background: vars.color.background,
  },
  'slider-bar-content',
);

export const section = style(
  {
    padding: vars.space.m,
    // The pane beside the bar is narrow: a word longer than its width breaks rather than
    // making the pane scroll sideways.
    overflowWrap: 'break-word',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'slider-bar-section',
);
