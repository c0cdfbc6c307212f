import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { fadeIn, reducedMotion } from '../internal/overlay.css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const popoverVars = {
  background: createGlobalVar('tm-popover-background'),
  zIndex: createGlobalVar('tm-popover-z-index'),
};

/** Set once measured (client only): position and arrow offset. */
const x = createGlobalVar('tm-popover-x');
const y = createGlobalVar('tm-popover-y');
const arrow = createGlobalVar('tm-popover-arrow');

export const anchor = style({ display: 'inline-block' }, 'popover-anchor');

/** A long press opens the menu: it must not also select the text or show the iOS callout. */
export const contextMenuAnchor = style(
  { WebkitTouchCallout: 'none', WebkitUserSelect: 'none', userSelect: 'none' },
  'popover-anchor-contextmenu',
);

export const root = style(
  {
    // Fixed, and positioned against its containing block, so it also works inside a
    // transformed frame; it is placed again on every scroll and resize to follow its anchor.
    position: 'fixed',
    left: 0,
    top: 0,
    zIndex: fallbackVar(popoverVars.zIndex, vars.zIndex.overlay),
    transform: `translate(${fallbackVar(x, '0px')}, ${fallbackVar(y, '0px')})`,
    maxWidth: 'calc(100% - 16px)',
    boxSizing: 'border-box',
    padding: `${vars.space.s} ${vars.space.m}`,
    borderRadius: vars.radius.m,
    background: fallbackVar(popoverVars.background, vars.color.background),
    color: vars.color.text,
    fontSize: vars.fontSize.s,
    boxShadow: '0 4px 16px rgba(0, 0, 0, 0.16)',
    animation: `${fadeIn} ${vars.duration.fast} ease-out`,
    selectors: {
      '&[data-measuring]': { visibility: 'hidden', animation: 'none' },
      // Its anchor scrolled out of its scroll container: a bubble pointing at nothing would mislead.
      '&[data-anchor-hidden]': { visibility: 'hidden' },
      '&[hidden]': { display: 'none' },
      '&[data-mode="dark"]': {
        background: fallbackVar(popoverVars.background, vars.color.toast),
        color: '#fff',
      },
    },
    '@media': { [reducedMotion]: { animation: 'none' } },
  },
  'popover',
);

export const arrowTip = style(
  {
    position: 'absolute',
    width: 8,
    height: 8,
    background: 'inherit',
    transform: 'rotate(45deg)',
    selectors: {
      '[data-placement^="top"] > &': {
        bottom: -4,
        left: `calc(${fallbackVar(arrow, '50%')} - 4px)`,
      },
      '[data-placement^="bottom"] > &': {
        top: -4,
        left: `calc(${fallbackVar(arrow, '50%')} - 4px)`,
      },
      '[data-placement^="left"] > &': {
        right: -4,
        top: `calc(${fallbackVar(arrow, '50%')} - 4px)`,
      },
      '[data-placement^="right"] > &': {
        left: -4,
        top: `calc(${fallbackVar(arrow, '50%')} - 4px)`,
      },
    },
  },
  'popover-arrow',
);

export const menu = style(
  { display: 'flex', flexDirection: 'column', margin: `-${vars.space.s} -${vars.space.m}` },
  'popover-menu',
);

export const menuItem = style(
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s,
    minHeight: 44,
    padding: `0 ${vars.space.l}`,
    border: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: vars.fontSize.m,
    textAlign: 'start',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '& + &': { borderTop: `1px solid ${vars.color.border}` },
      '&:active:not(:disabled)': { background: vars.color.fill },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
      '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
    },
  },
  'popover-menu-item',
);
