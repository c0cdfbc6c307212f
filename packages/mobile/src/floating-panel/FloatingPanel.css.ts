import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const floatingPanelVars = {
  zIndex: createGlobalVar('tm-floating-panel-z-index'),
  background: createGlobalVar('tm-floating-panel-background'),
  radius: createGlobalVar('tm-floating-panel-radius'),
};

const radius = fallbackVar(floatingPanelVars.radius, vars.radius.l);

// Height and position are set once mounted; until then (on the server) the panel sits at its
// edge of the screen at the height of its content, up to 40% of the screen.
export const root = style(
  {
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: fallbackVar(floatingPanelVars.zIndex, '900'),
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '100dvh',
    borderStartStartRadius: radius,
    borderStartEndRadius: radius,
    background: fallbackVar(floatingPanelVars.background, vars.color.background),
    boxShadow: '0 -2px 12px rgba(0, 0, 0, 0.12)',
    // The duration token is 0 under reduced motion: the panel then jumps between anchors.
    transition: `transform ${vars.duration.normal} ease-out`,
    selectors: { '&:not([style])': { maxHeight: '40vh' } },
  },
  'floating-panel',
);

// Hung from the top, the panel is the bottom one mirrored. Its padding keeps the status bar
// off the content at the highest anchor and adds to the height (content-box), so an anchor
// still measures the panel below the status bar.
export const top = style(
  {
    top: 0,
    bottom: 'auto',
    maxHeight: 'calc(100dvh - env(safe-area-inset-top))',
    paddingTop: 'env(safe-area-inset-top)',
    borderStartStartRadius: 0,
    borderStartEndRadius: 0,
    borderEndStartRadius: radius,
    borderEndEndRadius: radius,
    boxShadow: '0 2px 12px rgba(0, 0, 0, 0.12)',
  },
  'floating-panel-top',
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
    // Short content sits by the handle; `safe` keeps long content scrollable from its start.
    selectors: { [`${top} > &`]: { alignContent: 'safe end' } },
  },
  'floating-panel-content',
);
