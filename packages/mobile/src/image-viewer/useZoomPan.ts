import {
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { LONG_PRESS_MS } from '../internal/longPress';
import { useLatest } from '../internal/useLatest';
import {
  DOUBLE_TAP_MS,
  isDoubleTap,
  panTransform,
  pinchTransform,
  stageGeometry,
  startGesture,
  TAP_SLOP,
  type Point,
  type Tap,
  type ZoomGesture,
} from './zoomGesture';
import { IDENTITY, zoomAt, type Transform } from './zoomMath';

export type SwipePhase = 'move' | 'end';

interface ZoomPanOptions {
  maxZoom: number;
  /** Horizontal movement the picture did not take: the drag past its edge (or any drag at scale 1). */
  onSwipe?: (dx: number, phase: SwipePhase, velocity: number) => void;
  /** One pointer held still a while; the rest of that press then pans, swipes, taps nothing. */
  onLongPress?: () => void;
}

/**
 * Pinch, double-tap and drag on a picture, with pointer events (touch, pen and mouse alike):
 * two pointers zoom around their midpoint, one pans within bounds, and what a pan cannot take
 * goes to `onSwipe`. The picture's box is its fitted size on the stage (the element's parent).
 */
export function useZoomPan({ maxZoom, onSwipe, onLongPress }: ZoomPanOptions) {
  const [transform, setTransform] = useState<Transform>(IDENTITY);
  const current = useLatest(transform);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<ZoomGesture | null>(null);
  const lastTap = useRef<Tap | null>(null);
  const swipe = useRef({ dx: 0, velocity: 0, time: 0 });
  const press = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** A long press fired and its pointers are still down. */
  const held = useRef(false);
  /** The last pointer down was a mouse, whose right click keeps the browser's menu. */
  const mouse = useRef(false);
  const longPress = useLatest(onLongPress);
  useEffect(() => () => clearTimeout(press.current), []);

  const begin = (centre: Point) => {
    gesture.current = startGesture([...pointers.current.values()], current.current, centre);
  };

  const emitSwipe = (dx: number, phase: SwipePhase) => {
    const now = performance.now();
    const s = swipe.current;
    if (phase === 'move' && now > s.time) s.velocity = (dx - s.dx) / (now - s.time);
    s.dx = dx;
    s.time = now;
    onSwipe?.(dx, phase, s.velocity);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    mouse.current = event.pointerType === 'mouse';
    clearTimeout(press.current);
    // Only a lone press by a finger, a pen or the main mouse button: a second finger is a pinch.
    if (onLongPress && pointers.current.size === 1 && event.button === 0) {
      press.current = setTimeout(() => {
        held.current = true;
        longPress.current?.();
      }, LONG_PRESS_MS);
    }
    if (pointers.current.size > 2) return;
    if (pointers.current.size === 2 && swipe.current.dx !== 0) emitSwipe(0, 'end');
    swipe.current = { dx: 0, velocity: 0, time: performance.now() };
    begin(stageGeometry(event.currentTarget).centre);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current || held.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const g = gesture.current;
    const geometry = stageGeometry(event.currentTarget);
    const [a, b] = [...pointers.current.values()];
    if (b) {
      g.moved = true;
      setTransform(pinchTransform(g, a!, b, geometry, maxZoom));
      return;
    }
    const dx = a!.x - g.origin.x;
    const dy = a!.y - g.origin.y;
    if (Math.hypot(dx, dy) > TAP_SLOP) g.moved = true;
    if (!g.moved) return;
    clearTimeout(press.current);
    const [panned, overflow] = panTransform(g, dx, dy, geometry);
    if (panned) setTransform(panned);
    emitSwipe(overflow, 'move');
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    clearTimeout(press.current);
    if (held.current) {
      // The press opened the app's menu: until every finger lifts, nothing pans or swipes (its
      // release is no tap either: it was held far longer than a tap).
      if (pointers.current.size === 0) held.current = false;
      gesture.current = null;
      return;
    }
    const g = gesture.current;
    const { stage, fitted, centre } = stageGeometry(event.currentTarget);
    if (pointers.current.size === 1) {
      // A pinch became a pan with the finger left on the picture.
      begin(centre);
      return;
    }
    if (pointers.current.size > 0 || !g) return;
    gesture.current = null;
    if (swipe.current.dx !== 0) emitSwipe(swipe.current.dx, 'end');
    const tapped = !g.moved && performance.now() - g.time < DOUBLE_TAP_MS;
    if (!tapped || event.type === 'pointercancel') return;
    const point = { x: event.clientX - centre.x, y: event.clientY - centre.y };
    const tap = { time: performance.now(), point };
    if (isDoubleTap(lastTap.current, tap)) {
      lastTap.current = null;
      const t = current.current;
      setTransform(
        t.scale > 1 ? IDENTITY : zoomAt(t, Math.min(2, maxZoom), point, fitted, stage, maxZoom),
      );
      return;
    }
    lastTap.current = tap;
  };

  // Android says "long press" with this event, and its menu would cover the app's.
  const onContextMenu = (event: MouseEvent) => {
    if (!mouse.current) event.preventDefault();
  };

  const handlers = {
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel: onPointerUp,
    onContextMenu: onLongPress && onContextMenu,
  };
  return { transform, handlers };
}
