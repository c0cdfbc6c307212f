import { isDismissingSwipe, type Axis } from '../internal/gesture';
import { rubberBand } from '../internal/rubberBand';

/** A swipe dismisses a toast past this many px, or when flicked. */
const SWIPE_DISMISS_DISTANCE = 48;

type Position = 'top' | 'center' | 'bottom';

/** Vertical swipes dismiss towards the nearest screen edge: down for bottom toasts, else up. */
function dismissSign(position: Position): 1 | -1 {
  return position === 'bottom' ? 1 : -1;
}

/**
 * Where the toast sits while dragged: it follows sideways swipes and swipes towards its edge,
 * and resists the other vertical direction.
 */
export function swipeOffset(
  axis: Axis,
  [dx, dy]: [number, number],
  position: Position,
): { x: number; y: number } {
  if (axis === 'x') return { x: dx, y: 0 };
  return { x: 0, y: dy * dismissSign(position) >= 0 ? dy : rubberBand(dy, 40) };
}

/**
 * Whether a swipe that ended with `movement` at `velocity` dismisses the toast: sideways either
 * way (the way it went), vertically only towards the toast's edge.
 */
export function shouldDismissSwipe(
  axis: Axis,
  [dx, dy]: [number, number],
  [vx, vy]: [number, number],
  position: Position,
): boolean {
  const sign = axis === 'x' ? Math.sign(dx) || 1 : dismissSign(position);
  const distance = (axis === 'x' ? dx : dy) * sign;
  const speed = (axis === 'x' ? vx : vy) * sign;
  return isDismissingSwipe(distance, speed, SWIPE_DISMISS_DISTANCE);
}
