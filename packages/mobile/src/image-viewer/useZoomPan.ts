import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useLatest } from '../internal/useLatest';
import {
  clampTransform,
  fittedSize,
  IDENTITY,
  panLimits,
  splitPan,
  zoomAt,
  type Size,
  type Transform,
} from './zoomMath';

type Point = { x: number; y: number };
export type SwipePhase = 'move' | 'end';

interface ZoomPanOptions {
  maxZoom: number;
  /** Horizontal movement the picture did not take: the drag past its edge (or any drag at scale 1). */
  onSwipe?: (dx: number, phase: SwipePhase, velocity: number) => void;
}

interface Gesture {
  start: Transform;
  origin: Point;
  time: number;
  distance: number;
  mid: Point;
  moved: boolean;
}

const DOUBLE_TAP_MS = 300;
const TAP_SLOP = 10;

/**
 * Pinch, double-tap and drag on a picture, with pointer events (touch, pen and mouse alike):
 * two pointers zoom around their midpoint, one pans within bounds, and what a pan cannot take
 * goes to `onSwipe`. The picture's box is its fitted size on the stage (the element's parent).
 */
export function useZoomPan({ maxZoom, onSwipe }: ZoomPanOptions) {
  const [transform, setTransform] = useState<Transform>(IDENTITY);
  const current = useLatest(transform);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ time: number; point: Point } | null>(null);
  const swipe = useRef({ dx: 0, velocity: 0, time: 0 });

  const geometry = (element: HTMLElement) => {
    const stage = element.parentElement!.getBoundingClientRect();
    const img = element as HTMLImageElement;
    const stageSize: Size = { width: stage.width, height: stage.height };
    const natural = { width: img.naturalWidth ?? 0, height: img.naturalHeight ?? 0 };
    const centre = { x: stage.left + stage.width / 2, y: stage.top + stage.height / 2 };
    return { stage: stageSize, fitted: fittedSize(natural, stageSize), centre };
  };

  const begin = (centre: Point) => {
    const points = [...pointers.current.values()];
    const [a, b] = points;
    const mid = b ? { x: (a!.x + b.x) / 2, y: (a!.y + b.y) / 2 } : a!;
    gesture.current = {
      start: current.current,
      origin: a!,
      time: performance.now(),
      distance: b ? Math.hypot(a!.x - b.x, a!.y - b.y) : 0,
      mid: { x: mid.x - centre.x, y: mid.y - centre.y },
      moved: false,
    };
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
    if (pointers.current.size > 2) return;
    if (pointers.current.size === 2 && swipe.current.dx !== 0) emitSwipe(0, 'end');
    swipe.current = { dx: 0, velocity: 0, time: performance.now() };
    begin(geometry(event.currentTarget).centre);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const g = gesture.current;
    const { stage, fitted, centre } = geometry(event.currentTarget);
    const [a, b] = [...pointers.current.values()];
    if (b) {
      g.moved = true;
      const mid = { x: (a!.x + b.x) / 2 - centre.x, y: (a!.y + b.y) / 2 - centre.y };
      const scale = (g.start.scale * Math.hypot(a!.x - b.x, a!.y - b.y)) / (g.distance || 1);
      const zoomed = zoomAt(g.start, scale, g.mid, fitted, stage, maxZoom);
      const moved = { ...zoomed, x: zoomed.x + mid.x - g.mid.x, y: zoomed.y + mid.y - g.mid.y };
      setTransform(clampTransform(moved, fitted, stage));
      return;
    }
    const dx = a!.x - g.origin.x;
    const dy = a!.y - g.origin.y;
    if (Math.hypot(dx, dy) > TAP_SLOP) g.moved = true;
    if (!g.moved) return;
    const limits = panLimits(fitted, stage, g.start.scale);
    const { x, overflow } = splitPan(g.start.x, dx, limits.x);
    if (g.start.scale > 1) {
      setTransform(clampTransform({ scale: g.start.scale, x, y: g.start.y + dy }, fitted, stage));
    }
    emitSwipe(overflow, 'move');
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const g = gesture.current;
    const { stage, fitted, centre } = geometry(event.currentTarget);
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
    const previous = lastTap.current;
    const now = performance.now();
    if (
      previous &&
      now - previous.time < DOUBLE_TAP_MS &&
      Math.hypot(point.x - previous.point.x, point.y - previous.point.y) < TAP_SLOP * 3
    ) {
      lastTap.current = null;
      const t = current.current;
      setTransform(
        t.scale > 1 ? IDENTITY : zoomAt(t, Math.min(2, maxZoom), point, fitted, stage, maxZoom),
      );
      return;
    }
    lastTap.current = { time: now, point };
  };

  return {
    transform,
    setTransform,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
