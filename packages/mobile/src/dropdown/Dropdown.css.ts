import { createGlobalVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { checkListVars } from '../check-list/CheckList.css';
import { hairline } from '../internal/hairline';
import { reducedMotion } from '../internal/overlay.css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const dropdownVars = {
  height: createGlobalVar('tm-dropdown-height'),
  background: createGlobalVar('tm-dropdown-background'),
  activeColor: createGlobalVar('tm-dropdown-active-color'),
  panelBackground: createGlobalVar('tm-dropdown-panel-background'),
  maxHeight: createGlobalVar('tm-dropdown-max-height'),
  zIndex: createGlobalVar('tm-dropdown-z-index'),
};

/** Set once the panel is placed: the bar's bottom edge, in the layer's containing block. */
const layerTopVar = createGlobalVar('tm-dropdown-top');

const activeColor = fallbackVar(dropdownVars.activeColor, vars.color.primary);

export const root = style(
  {
    display: 'flex',
    position: 'relative',
    minHeight: fallbackVar(dropdownVars.height, '48px'),
    backgroundColor: fallbackVar(dropdownVars.background, vars.color.background),
    ...hairline('bottom', vars.color.border),
  },
  'dropdown',
);

export const title = style(
  {
    display: 'flex',
    flex: '1 1 0',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minWidth: 0,
    margin: 0,
    paddingInline: vars.space.s,
    border: 0,
    background: 'none',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.m,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[aria-expanded="true"], &[data-chosen]': { color: activeColor },
      '&:active:not([aria-disabled="true"])': { backgroundColor: vars.color.fill },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
      '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
    },
  },
  'dropdown-title',
);

export const titleText = style(
  { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  'dropdown-title-text',
);

export const arrow = style(
  {
    display: 'flex',
    flex: 'none',
    fontSize: vars.fontSize.s,
    transition: `transform ${vars.duration.fast} ease-out`,
    // The arrow points the way the panel opens, and turns over while it is open.
    selectors: {
      [`${title}[aria-expanded="true"] &, ${title}[data-direction="up"] &`]: {
        transform: 'rotate(180deg)',
      },
      [`${title}[data-direction="up"][aria-expanded="true"] &`]: { transform: 'none' },
    },
    '@media': { [reducedMotion]: { transition: 'none' } },
  },
  'dropdown-arrow',
);

/** From the bar's bottom edge to the bottom of the container: the mask and the open panel. */
export const layer = style(
  {
    // Sized by its containing block (the page, or a transformed demo frame), never the viewport.
    position: 'fixed',
    insetInline: 0,
    top: fallbackVar(layerTopVar, '0px'),
    bottom: 0,
    zIndex: fallbackVar(dropdownVars.zIndex, vars.zIndex.overlay),
    overflow: 'hidden',
    selectors: {
      '&[hidden]': { display: 'none' },
      // Opening up: from the container's top down to the bar's top edge, the panel at its foot.
      '&[data-direction="up"]': {
        top: 0,
        bottom: 'auto',
        height: fallbackVar(layerTopVar, '0px'),
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
      },
    },
  },
  'dropdown-layer',
);

const slideIn = keyframes({ from: { transform: 'translateY(-100%)' } });
const slideOut = keyframes({ to: { transform: 'translateY(-100%)' } });
const riseIn = keyframes({ from: { transform: 'translateY(100%)' } });
const riseOut = keyframes({ to: { transform: 'translateY(100%)' } });

export const panel = style(
  {
    position: 'relative',
    maxHeight: fallbackVar(dropdownVars.maxHeight, '80%'),
    overflowY: 'auto',
    // A scroll that reaches the end stops here instead of moving the page (scroll chaining).
    overscrollBehavior: 'contain',
    backgroundColor: fallbackVar(dropdownVars.panelBackground, vars.color.background),
    color: vars.color.text,
    outline: 'none',
    vars: { [checkListVars.activeColor]: activeColor },
    animation: `${slideIn} ${vars.duration.normal} ease-out`,
    selectors: {
      '&[data-state="closed"]': {
        animation: `${slideOut} ${vars.duration.normal} ease-in forwards`,
      },
      [`${layer}[data-direction="up"] &`]: {
        animation: `${riseIn} ${vars.duration.normal} ease-out`,
      },
      [`${layer}[data-direction="up"] &[data-state="closed"]`]: {
        animation: `${riseOut} ${vars.duration.normal} ease-in forwards`,
      },
    },
    // Beats the state and direction selectors above, which are more specific.
    '@media': { [reducedMotion]: { animation: 'none !important' } },
  },
  'dropdown-panel',
);

export const content = style(
  { outline: 'none', selectors: { '&[hidden]': { display: 'none' } } },
  'dropdown-content',
);
