/** Flicks faster than this (px/ms) open or close the row whatever the distance. */
const FLICK = 0.5;

/**
 * Where a released row settles: fully open on the side it was dragged towards, or closed.
 * `offset` > 0 reveals the left actions (width `left`), < 0 the right ones (width `right`).
 */
export function snapOffset(offset: number, velocity: number, left: number, right: number): number {
  if (offset > 0 && left > 0) {
    if (velocity > FLICK) return left;
    if (velocity < -FLICK) return 0;
    return offset > left / 2 ? left : 0;
  }
  if (offset < 0 && right > 0) {
    if (velocity < -FLICK) return -right;
    if (velocity > FLICK) return 0;
    return -offset > right / 2 ? -right : 0;
  }
  return 0;
}

/** Keeps a drag within the actions' widths, with resistance beyond them. */
export function clampDrag(
  offset: number,
  left: number,
  right: number,
  resist: (past: number) => number,
): number {
  if (offset > left) return left + resist(offset - left);
  if (offset < -right) return -right - resist(-right - offset);
  return offset;
}
