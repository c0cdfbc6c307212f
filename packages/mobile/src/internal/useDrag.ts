import { useCallback, useEffect, useRef, type RefCallback } from 'react';
import { dragTracker } from './dragTracker';
import type { Axis } from './gesture';
import { useLatest } from './useLatest';

export interface DragState {
  phase: 'start' | 'move' | 'end';
  /** Movement since the drag started, in px. */
  movement: [number, number];
  /** Velocity of the last movement, in px/ms. */
  velocity: [number, number];
  /** The axis the drag locked to. */
  axis: Axis;
}

export interface DragOptions {
  /** Only drags along this axis are handled; others are left to the browser (scrolling). */
  axis?: Axis;
  /** Whether a drag may begin, checked when the finger or mouse goes down. */
  canStart?: (event: TouchEvent | PointerEvent) => boolean;
  /**
   * Return true to stop the browser scrolling for this move. Only when this option is given is
   * the `touchmove` listener non-passive, so other gestures never block scrolling.
   */
  preventScroll?: (state: DragState) => boolean;
  enabled?: boolean;
  /**
   * Whether this element can move for a drag that has just locked to its axis, given the
   * movement so far. When drags are nested (a Swiper in swipeable Tabs or in a SwipeAction row),
   * the innermost one that can move takes the whole gesture and the others let it go; when none
   * can, the innermost takes it anyway (and resists). Omitted: it always can.
   */
  canMove?: (movement: [number, number]) => boolean;
  /**
   * Keeps the touch moves of a drag this element handles from reaching its ancestors, also
   * handlers outside this library.
   */
  stopPropagation?: boolean;
  onDrag: (state: DragState) => void;
}

interface Attached {
  el: HTMLElement | null;
  /** Whether touchmove listens non-passively. */
  active: boolean;
  detach: () => void;
}

const NOTHING_ATTACHED: Attached = { el: null, active: false, detach: () => {} };

/**
 * The one gesture core: touch events for fingers (so a gesture can cancel scrolling when it must)
 * and pointer events for mouse and pen. A drag locks to an axis on its first clear movement; a
 * drag on the other axis is abandoned to the browser, so lists keep scrolling vertically.
 *
 * Put the returned ref on the element to drag. Listeners follow the element: they attach when it
 * mounts (also late, inside a portal), move when it is replaced and go when it goes; a drag in
 * progress then ends. The ref is a callback rather than state, so attaching costs no render; pass
 * it as it is, since a new callback each render would restart the listeners mid-drag.
 */
export function useDrag(options: DragOptions): RefCallback<HTMLElement> {
  const latest = useLatest(options);
  const enabled = options.enabled ?? true;
  const needsActiveListener = Boolean(options.preventScroll);
  const element = useRef<HTMLElement | null>(null);
  const attached = useRef<Attached>(NOTHING_ATTACHED);

  /** Makes the listeners match the element and options now; does nothing when they already do. */
  const sync = useCallback(() => {
    const el = element.current;
    const { enabled: on = true, preventScroll } = latest.current;
    const active = Boolean(preventScroll) && on;
    const now = attached.current;
    const want = el && on ? el : null;
    if (now.el === want && now.active === active) return;
    now.detach();
    attached.current = want
      ? { el: want, active, detach: listen(want, latest, active) }
      : NOTHING_ATTACHED;
  }, [latest]);

  const ref = useCallback(
    (el: HTMLElement | null) => {
      element.current = el;
      sync();
    },
    [sync],
  );

  // Turned on or off, or touchmove must become non-passive (or passive again).
  useEffect(sync, [enabled, needsActiveListener, sync]);
  useEffect(
    () => () => {
      attached.current.detach();
      attached.current = NOTHING_ATTACHED;
    },
    [],
  );

  return ref;
}

/** Adds the drag listeners to `el`; returns what removes them (and ends a mouse drag). */
function listen(
  el: HTMLElement,
  options: { readonly current: DragOptions },
  needsActiveListener: boolean,
): () => void {
  /** Whether a mouse or pen drag runs; a pen also sends touch events, which it then ignores. */
  let byPointer = false;
  const [begin, move, end, started] = dragTracker(options);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (event.touches.length === 1 && touch && !byPointer)
      begin(touch.clientX, touch.clientY, event);
  };
  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (byPointer) return;
    if (touch && move(touch.clientX, touch.clientY, event) && event.cancelable)
      event.preventDefault();
    if (started() && options.current.stopPropagation) event.stopPropagation();
  };

  // Fingers are handled by the touch listeners; pointer events cover mouse and pen.
  const onPointerMove = (event: PointerEvent) => move(event.clientX, event.clientY, event);
  const onPointerUp = () => {
    byPointer = false;
    window.removeEventListener('pointermove', onPointerMove);
    window.removeEventListener('pointerup', onPointerUp);
    window.removeEventListener('pointercancel', onPointerUp);
    end();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || event.button !== 0) return;
    if (!begin(event.clientX, event.clientY, event)) return;
    byPointer = true;
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onPointerUp);
  };

  el.addEventListener('touchstart', onTouchStart, { passive: true });
  el.addEventListener('touchmove', onTouchMove, { passive: !needsActiveListener });
  el.addEventListener('touchend', end);
  el.addEventListener('touchcancel', end);
  el.addEventListener('pointerdown', onPointerDown);
  return () => {
    el.removeEventListener('touchstart', onTouchStart);
    el.removeEventListener('touchmove', onTouchMove);
    el.removeEventListener('touchend', end);
    el.removeEventListener('touchcancel', end);
    el.removeEventListener('pointerdown', onPointerDown);
    onPointerUp();
  };
}
