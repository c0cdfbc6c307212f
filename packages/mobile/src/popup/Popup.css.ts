import {
  createGlobalVar,
  fallbackVar,
  keyframes,
  style,
  styleVariants,
} from '@vanilla-extract/css';
import { reducedMotion } from '../internal/overlay.css';
import { vars } from '../theme/light.css';
import type { PopupPosition } from './popupVariants';

/** Public component variables. */
const popupVars = {
  zIndex: createGlobalVar('tm-popup-z-index'),
  radius: createGlobalVar('tm-popup-radius'),
  background: createGlobalVar('tm-popup-background'),
  maxHeight: createGlobalVar('tm-popup-max-height'),
};

/** Set while the sheet is dragged: how far it follows the finger. */
const dragOffset = createGlobalVar('tm-popup-drag-offset');

/** Height of a sheet with snap points: the current point, or the dragged height. */
const sheetHeight = createGlobalVar('tm-popup-sheet-height');

export const root = style(
  {
    // Sized by its containing block (the page, or a transformed demo frame), never 100vw/100vh.
    position: 'fixed',
    inset: 0,
    zIndex: fallbackVar(popupVars.zIndex, vars.zIndex.overlay),
    display: 'flex',
    pointerEvents: 'none',
    selectors: { '&[hidden]': { display: 'none' } },
  },
  'popup',
);

export const nested = style({ position: 'absolute' }, 'popup-nested');

export const placement = styleVariants(
  {
    bottom: { alignItems: 'flex-end' },
    top: { alignItems: 'flex-start' },
    left: { justifyContent: 'flex-start' },
    right: { justifyContent: 'flex-end' },
    center: { alignItems: 'center', justifyContent: 'center' },
  } satisfies Record<PopupPosition, object>,
  'popup-placement',
);

const slide = (from: string) => ({
  in: keyframes({ from: { transform: from } }),
  out: keyframes({ to: { transform: from } }),
});
const motion = {
  bottom: slide('translateY(100%)'),
  top: slide('translateY(-100%)'),
  left: slide('translateX(-100%)'),
  right: slide('translateX(100%)'),
  center: {
    in: keyframes({ from: { opacity: 0, transform: 'scale(0.9)' } }),
    out: keyframes({ to: { opacity: 0, transform: 'scale(0.9)' } }),
  },
};

const radius = fallbackVar(popupVars.radius, vars.radius.l);

export const body = style(
  {
    position: 'relative',
    boxSizing: 'border-box',
    pointerEvents: 'auto',
    background: fallbackVar(popupVars.background, vars.color.background),
    color: vars.color.text,
    overflowY: 'auto',
    // A scroll that reaches the end stops here instead of moving the page (scroll chaining).
    overscrollBehavior: 'contain',
    outline: 'none',
    transform: `translateY(${fallbackVar(dragOffset, '0px')})`,
    transition: `transform ${vars.duration.fast} ease-out`,
    '@media': { [reducedMotion]: { animation: 'none !important', transition: 'none' } },
    selectors: { '&[data-dragging]': { transition: 'none' } },
  },
  'popup-body',
);

export const bodyPosition = styleVariants(
  {
    bottom: { width: '100%', maxHeight: fallbackVar(popupVars.maxHeight, '85%') },
    top: { width: '100%', maxHeight: fallbackVar(popupVars.maxHeight, '85%') },
    left: { height: '100%', maxWidth: '85%' },
    right: { height: '100%', maxWidth: '85%' },
    center: {
      maxWidth: '90%',
      maxHeight: fallbackVar(popupVars.maxHeight, '85%'),
      borderRadius: radius,
    },
  } satisfies Record<PopupPosition, object>,
  (rule, position) => ({
    ...rule,
    animation: `${motion[position].in} ${vars.duration.normal} ease-out`,
    selectors: {
      '&[data-state="closed"]': {
        animation: `${motion[position].out} ${vars.duration.normal} ease-in forwards`,
      },
    },
  }),
  'popup-body',
);

/** A bottom sheet with snap points: sized by the current point, its content scrolls inside. */
export const sheet = style(
  {
    display: 'flex',
    flexDirection: 'column',
    height: sheetHeight,
    maxHeight: '100%',
    overflow: 'hidden',
    transition: `transform ${vars.duration.fast} ease-out, height ${vars.duration.normal} ease-out`,
    '@media': { [reducedMotion]: { transition: 'none' } },
    selectors: { '&[data-dragging]': { transition: 'none' } },
  },
  'popup-sheet',
);

export const sheetContent = style(
  { flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' },
  'popup-sheet-content',
);

export const round = styleVariants(
  {
    bottom: { borderTopLeftRadius: radius, borderTopRightRadius: radius },
    top: { borderBottomLeftRadius: radius, borderBottomRightRadius: radius },
    left: { borderStartEndRadius: radius, borderEndEndRadius: radius },
    right: { borderStartStartRadius: radius, borderEndStartRadius: radius },
    center: {},
  } satisfies Record<PopupPosition, object>,
  'popup-round',
);

export const safeArea = styleVariants(
  {
    bottom: { paddingBottom: 'env(safe-area-inset-bottom)' },
    top: { paddingTop: 'env(safe-area-inset-top)' },
    left: { paddingTop: 'env(safe-area-inset-top)', paddingBottom: 'env(safe-area-inset-bottom)' },
    right: { paddingTop: 'env(safe-area-inset-top)', paddingBottom: 'env(safe-area-inset-bottom)' },
    center: {},
  } satisfies Record<PopupPosition, object>,
  'popup-safe-area',
);

export const handle = style(
  {
    display: 'flex',
    justifyContent: 'center',
    padding: `${vars.space.s} 0`,
    // The handle owns vertical drags; the content below keeps its own scrolling.
    flexShrink: 0,
    touchAction: 'none',
    cursor: 'grab',
    outline: 'none',
    selectors: {
      '&:focus-visible::before': {
        outline: `2px solid ${vars.color.primary}`,
        outlineOffset: 4,
      },
    },
    '::before': {
      content: '""',
      width: 36,
      height: 4,
      borderRadius: 2,
      background: vars.color.border,
    },
  },
  'popup-handle',
);

export const close = style(
  {
    position: 'absolute',
    top: vars.space.s,
    insetInlineEnd: vars.space.s,
    zIndex: 1,
    display: 'flex',
    padding: vars.space.s,
    border: 0,
    borderRadius: vars.radius.round,
    background: 'transparent',
    color: vars.color.textSecondary,
    fontSize: vars.fontSize.l,
    cursor: 'pointer',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.primary}` } },
  },
  'popup-close',
);
