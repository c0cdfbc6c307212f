import { createGlobalVar, createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const imageViewerVars = {
  background: createGlobalVar('tm-image-viewer-background'),
  zIndex: createGlobalVar('tm-image-viewer-z-index'),
};

export const root = style(
  {
    position: 'fixed',
    inset: 0,
    zIndex: fallbackVar(imageViewerVars.zIndex, vars.zIndex.overlay),
    overflow: 'hidden',
    background: fallbackVar(imageViewerVars.background, 'rgba(0, 0, 0, 0.94)'),
    color: '#fff',
    opacity: 0,
    transition: `opacity ${vars.duration.normal}`,
    outline: 'none',
    selectors: { '&[data-state="open"]': { opacity: 1 } },
  },
  'image-viewer',
);

/** -1 where the pictures run leftwards (right to left): the track's offset changes sign. */
const rtlSign = createVar();
export const sign = fallbackVar(rtlSign, '1');

export const track = style(
  {
    display: 'flex',
    height: '100%',
    transition: `transform ${vars.duration.normal}`,
    selectors: {
      '&[data-dragging]': { transition: 'none' },
      '[dir="rtl"] &': { vars: { [rtlSign]: '-1' } },
    },
  },
  'image-viewer-track',
);

export const slide = style(
  {
    position: 'relative',
    flex: '0 0 100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
  },
  'image-viewer-slide',
);

export const image = style(
  {
    maxWidth: '100%',
    maxHeight: '100%',
    objectFit: 'contain',
    touchAction: 'none',
    userSelect: 'none',
    WebkitUserSelect: 'none',
    cursor: 'grab',
  },
  'image-viewer-image',
);

/** A long press opens the app's menu: the iOS callout for the picture must not open as well. */
export const longPress = style({ WebkitTouchCallout: 'none' }, 'image-viewer-long-press');

/** A slide the app draws: it fills the stage, and vertical scrolling inside it stays. */
export const custom = style(
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    height: '100%',
    touchAction: 'pan-y',
  },
  'image-viewer-custom',
);

export const close = style(
  {
    position: 'absolute',
    top: `calc(${vars.space.m} + env(safe-area-inset-top, 0px))`,
    insetInlineEnd: vars.space.m,
    zIndex: 1,
    display: 'flex',
    padding: vars.space.s,
    border: 0,
    borderRadius: vars.radius.round,
    background: 'rgba(0, 0, 0, 0.5)',
    color: '#fff',
    fontSize: vars.fontSize.xl,
    cursor: 'pointer',
    selectors: { '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 } },
  },
  'image-viewer-close',
);

export const indicator = style(
  {
    position: 'absolute',
    top: `calc(${vars.space.l} + env(safe-area-inset-top, 0px))`,
    insetInline: 0,
    textAlign: 'center',
    fontSize: vars.fontSize.m,
    pointerEvents: 'none',
  },
  'image-viewer-indicator',
);

export const footer = style(
  {
    position: 'absolute',
    insetInline: 0,
    bottom: 0,
    paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  },
  'image-viewer-footer',
);
