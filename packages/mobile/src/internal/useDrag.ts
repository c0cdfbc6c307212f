import { useEffect, type RefObject } from 'react';
import { lockAxis, velocity, type Axis } from './gesture';
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
  onDrag: (state: DragState) => void;
}

interface Session {
  startX: number;
  startY: number;
  lastX: number;
  lastY: number;
  lastTime: number;
  vx: number;
  vy: number;
  axis: Axis | undefined;
  started: boolean;
}

/**
 * The one gesture core: touch events for fingers (so a gesture can cancel scrolling when it must)
 * and pointer events for mouse and pen. A drag locks to an axis on its first clear movement; a
 * drag on the other axis is abandoned to the browser, so lists keep scrolling vertically.
 */
export function useDrag(ref: RefObject<HTMLElement | null>, options: DragOptions): void {
  const latest = useLatest(options);
  const enabled = options.enabled ?? true;
  const needsActiveListener = Boolean(options.preventScroll);

  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    let session: Session | null = null;

    const begin = (x: number, y: number, event: TouchEvent | PointerEvent) => {
      if (latest.current.canStart && !latest.current.canStart(event)) return false;
      const now = event.timeStamp;
      session = {
        startX: x,
        startY: y,
        lastX: x,
        lastY: y,
        lastTime: now,
        vx: 0,
        vy: 0,
        axis: undefined,
        started: false,
      };
      return true;
    };

    const move = (x: number, y: number, event: Event): boolean => {
      const s = session;
      if (!s) return false;
      const dx = x - s.startX;
      const dy = y - s.startY;
      if (!s.axis) {
        s.axis = lockAxis(dx, dy);
        if (!s.axis) return false;
        if (latest.current.axis && s.axis !== latest.current.axis) {
          session = null;
          return false;
        }
      }
      const elapsed = event.timeStamp - s.lastTime;
      if (elapsed > 0) {
        s.vx = velocity(x - s.lastX, elapsed);
        s.vy = velocity(y - s.lastY, elapsed);
      }
      s.lastX = x;
      s.lastY = y;
      s.lastTime = event.timeStamp;
      const state: DragState = {
        phase: s.started ? 'move' : 'start',
        movement: [dx, dy],
        velocity: [s.vx, s.vy],
        axis: s.axis,
      };
      s.started = true;
      latest.current.onDrag(state);
      return latest.current.preventScroll?.(state) ?? false;
    };

    const end = () => {
      const s = session;
      session = null;
      if (!s?.started || !s.axis) return;
      latest.current.onDrag({
        phase: 'end',
        movement: [s.lastX - s.startX, s.lastY - s.startY],
        velocity: [s.vx, s.vy],
        axis: s.axis,
      });
    };

    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length === 1 && touch) begin(touch.clientX, touch.clientY, event);
    };
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch && move(touch.clientX, touch.clientY, event) && event.cancelable)
        event.preventDefault();
    };

    // Fingers are handled by the touch listeners; pointer events cover mouse and pen.
    const onPointerMove = (event: PointerEvent) => move(event.clientX, event.clientY, event);
    const onPointerUp = () => {
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerUp);
      end();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'touch' || event.button !== 0) return;
      if (!begin(event.clientX, event.clientY, event)) return;
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
  }, [ref, enabled, needsActiveListener, latest]);
}
