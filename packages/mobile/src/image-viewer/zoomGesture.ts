import {
  clampTransform,
  fittedSize,
  panLimits,
  splitPan,
  zoomAt,
  type Size,
  type Transform,
} from './zoomMath';

export type Point = { x: number; y: number };
type Geometry = ReturnType<typeof stageGeometry>;

export const DOUBLE_TAP_MS = 300;
export const TAP_SLOP = 10;

/** A pinch or a pan, from the moment its pointers went down. */
export interface ZoomGesture {
  start: Transform;
  origin: Point;
  time: number;
  distance: number;
  mid: Point;
  moved: boolean;
}

/** The stage (the picture's parent), the picture's fitted size on it, and its centre on screen. */
export function stageGeometry(element: HTMLElement) {
  const stage = element.parentElement!.getBoundingClientRect();
  const img = element as HTMLImageElement;
  const stageSize: Size = { width: stage.width, height: stage.height };
  const natural = { width: img.naturalWidth ?? 0, height: img.naturalHeight ?? 0 };
  const centre = { x: stage.left + stage.width / 2, y: stage.top + stage.height / 2 };
  return { stage: stageSize, fitted: fittedSize(natural, stageSize), centre };
}

/** A gesture of the pointers down (one or two) on a picture shown at `start`. */
export function startGesture(points: Point[], start: Transform, centre: Point): ZoomGesture {
  const [a, b] = points;
  const mid = b ? { x: (a!.x + b.x) / 2, y: (a!.y + b.y) / 2 } : a!;
  return {
    start,
    origin: a!,
    time: performance.now(),
    distance: b ? Math.hypot(a!.x - b.x, a!.y - b.y) : 0,
    mid: { x: mid.x - centre.x, y: mid.y - centre.y },
    moved: false,
  };
}

/** The picture under two pointers at `a` and `b`: zoomed by their spread, moved with their midpoint. */
export function pinchTransform(
  g: ZoomGesture,
  a: Point,
  b: Point,
  { stage, fitted, centre }: Geometry,
  maxZoom: number,
): Transform {
  const mid = { x: (a.x + b.x) / 2 - centre.x, y: (a.y + b.y) / 2 - centre.y };
  const scale = (g.start.scale * Math.hypot(a.x - b.x, a.y - b.y)) / (g.distance || 1);
  const zoomed = zoomAt(g.start, scale, g.mid, fitted, stage, maxZoom);
  const moved = { ...zoomed, x: zoomed.x + mid.x - g.mid.x, y: zoomed.y + mid.y - g.mid.y };
  return clampTransform(moved, fitted, stage);
}

/**
 * One pointer moved `dx`, `dy` from where the gesture began: the picture panned within bounds
 * (only when zoomed in), and the horizontal movement it could not take.
 */
export function panTransform(
  g: ZoomGesture,
  dx: number,
  dy: number,
  { stage, fitted }: Geometry,
): [Transform | undefined, number] {
  const limits = panLimits(fitted, stage, g.start.scale);
  const { x, overflow } = splitPan(g.start.x, dx, limits.x);
  const panned =
    g.start.scale > 1
      ? clampTransform({ scale: g.start.scale, x, y: g.start.y + dy }, fitted, stage)
      : undefined;
  return [panned, overflow];
}

export interface Tap {
  time: number;
  point: Point;
}

/** Whether `tap` is the second of a double tap: soon after the `previous` one and near it. */
export function isDoubleTap(previous: Tap | null, tap: Tap): boolean {
  return (
    previous !== null &&
    tap.time - previous.time < DOUBLE_TAP_MS &&
    Math.hypot(tap.point.x - previous.point.x, tap.point.y - previous.point.y) < TAP_SLOP * 3
  );
}
