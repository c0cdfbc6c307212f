/** The axis a drag locks to, decided once on its first clear movement. */
export type Axis = 'x' | 'y';

/** Pixels a pointer must travel before a drag picks its axis (and before it counts as a drag). */
const LOCK_THRESHOLD = 6;

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

/** A release faster than this (px/ms) towards where a gesture dismisses counts as a flick. */
export const FLICK_VELOCITY = 0.5;

/**
 * The one rule for swipes that dismiss (close a sheet, throw away a toast): a release that went
 * `distance` px in the dismissing direction dismisses when that is past `minDistance`, or when it
 * went that way at all and was flicked faster than `minVelocity`. `distance` and `speed` are
 * signed so that the dismissing direction is positive; a release the other way never dismisses.
 */
export function isDismissingSwipe(
  distance: number,
  speed: number,
  minDistance: number,
  minVelocity = FLICK_VELOCITY,
): boolean {
  if (distance <= 0) return false;
  return distance > minDistance || speed > minVelocity;
}
