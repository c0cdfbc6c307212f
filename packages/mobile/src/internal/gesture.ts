/** The axis a drag locks to, decided once on its first clear movement. */
export type Axis = 'x' | 'y';

/** Pixels a pointer must travel before a drag picks its axis (and before it counts as a drag). */
export const LOCK_THRESHOLD = 6;

/**
 * Decides the axis of a drag from its movement so far, or `undefined` while the movement is too
 * small to tell. A tie goes to `y`: vertical scrolling wins over horizontal gestures.
 */
export function lockAxis(dx: number, dy: number, threshold = LOCK_THRESHOLD): Axis | undefined {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < threshold) return undefined;
  return Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
}

/** Velocity in px/ms between two samples; 0 when no time passed. */
export function velocity(distance: number, ms: number): number {
  return ms > 0 ? distance / ms : 0;
}
