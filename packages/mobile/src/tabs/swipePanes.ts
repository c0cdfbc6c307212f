import { FLICK_VELOCITY } from '../internal/gesture';

/** Share of the pane's width a drag must pass to change tabs on release. */
const SWIPE_SHARE = 0.25;

/**
 * Whether a swipe released after moving `forward` px towards the next or previous pane (that
 * direction positive) at `speed` px/ms changes the tab: far enough, or flicked that way.
 */
export function swipeChanges(forward: number, speed: number, width: number): boolean {
  if (forward <= 0) return false;
  return forward > width * SWIPE_SHARE || speed > FLICK_VELOCITY;
}
