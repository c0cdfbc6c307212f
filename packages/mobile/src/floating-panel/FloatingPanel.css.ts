import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const floatingPanelVars = {
  zIndex: createGlobalVar('tm-floating-panel-z-index'),
  background: createGlobalVar('tm-floating-panel-background'),
  radius: createGlobalVar('tm-floating-panel-radius'),
};

// Height and position are set once mounted; until then (on the server) the panel sits at the
// bottom at the height of its content, up to 40% of the screen.
export const root = style(
  {
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: fallbackVar(floatingPanelVars.zIndex, '900'),
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '100dvh',
    borderStartStartRadius: fallbackVar(floatingPanelVars.radius, vars.radius.l),
    borderStartEndRadius: fallbackVar(floatingPanelVars.radius, vars.radius.l),
    background: fallbackVar(floatingPanelVars.background, vars.color.background),
    boxShadow: '0 -2px 12px rgba(0, 0, 0, 0.12)',
    // The duration token is 0 under reduced motion: the panel then jumps between anchors.
    transition: `transform ${vars.duration.normal} ease-out`,
    selectors: { '&:not([style])': { maxHeight: '40vh' } },
  },
  'floating-panel',
);

export const header = style(
  {
    display: 'flex',
    justifyContent: 'center',
    flex: 'none',
    padding: `${vars.space.s} 0`,
    touchAction: 'none',
    cursor: 'grab',
  },
  'floating-panel-header',
);

export const handle = style(
  {
    width: 36,
    height: 5,
    borderRadius: 3,
    background: vars.color.textSecondary,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 4 },
      // A larger target than the bar it draws.
      '&::before': { content: '""', display: 'block', margin: '-12px -16px', height: 29 },
    },
  },
  'floating-panel-handle',
);

export const content = style(
  {
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
  },
  'floating-panel-content',
);
