/** Width and height in px. */
export interface Size {
  width: number;
  height: number;
}

/** How a picture sits on the stage: its scale, and its offset from the centre in px. */
export interface Transform {
  scale: number;
  x: number;
  y: number;
}

export const IDENTITY: Transform = { scale: 1, x: 0, y: 0 };

/** Scale kept between 1 (the picture fits the stage) and `maxZoom`. */
export function clampScale(scale: number, maxZoom: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(Math.max(scale, 1), Math.max(1, maxZoom));
}

/** The picture's size when fitted inside the stage (object-fit: contain). */
export function fittedSize(natural: Size, stage: Size): Size {
  if (natural.width <= 0 || natural.height <= 0) return stage;
  const ratio = Math.min(stage.width / natural.width, stage.height / natural.height);
  return { width: natural.width * ratio, height: natural.height * ratio };
}

/**
 * How far the picture may move from the centre on each axis at `scale`: half of what sticks out
 * of the stage, so an edge of the picture never comes inside the stage's edge. Zero on an axis
 * where the picture is narrower than the stage: it stays centred there.
 */
export function panLimits(fitted: Size, stage: Size, scale: number): { x: number; y: number } {
  return {
    x: Math.max(0, (fitted.width * scale - stage.width) / 2),
    y: Math.max(0, (fitted.height * scale - stage.height) / 2),
  };
}

// `+ 0` turns -0 into 0.
const clamp = (value: number, limit: number) => Math.min(Math.max(value, -limit), limit) + 0;

/** The transform with its offset pulled back inside the limits of its scale. */
export function clampTransform(t: Transform, fitted: Size, stage: Size): Transform {
  const limits = panLimits(fitted, stage, t.scale);
  return { scale: t.scale, x: clamp(t.x, limits.x), y: clamp(t.y, limits.y) };
}

/**
 * Zooms to `scale` around `focal` (a point relative to the stage's centre, in px), so the
 * point under the fingers stays under them; the result stays within bounds.
 */
export function zoomAt(
  from: Transform,
  scale: number,
  focal: { x: number; y: number },
  fitted: Size,
  stage: Size,
  maxZoom: number,
): Transform {
  const next = clampScale(scale, maxZoom);
  const ratio = next / from.scale;
  return clampTransform(
    {
      scale: next,
      x: focal.x - (focal.x - from.x) * ratio,
      y: focal.y - (focal.y - from.y) * ratio,
    },
    fitted,
    stage,
  );
}

/**
 * A horizontal drag of a picture: the part that moves the picture within its limits, and the
 * part past its edge (`overflow`), which carries on into the neighbouring picture.
 */
export function splitPan(
  start: number,
  dx: number,
  limit: number,
): { x: number; overflow: number } {
  const wanted = start + dx;
  const x = clamp(wanted, limit);
  return { x, overflow: wanted - x };
}

/** Whether a swipe of `dx` px at `velocity` px/ms moves to the neighbouring picture. */
export function swipeTarget(dx: number, velocity: number, stageWidth: number): -1 | 0 | 1 {
  if (dx < -stageWidth / 4 || (dx < -20 && velocity < -0.4)) return 1;
  if (dx > stageWidth / 4 || (dx > 20 && velocity > 0.4)) return -1;
  return 0;
}
