import { rubberBand } from '../internal/rubberBand';

export type PullStatus = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** The resistance range: the head follows the finger less and less, up to about this far. */
const PULL_RANGE = 300;

/** How far the content moves for a finger that moved `dy` px down; upward moves do nothing. */
export function pullDistance(dy: number): number {
  return dy <= 0 ? 0 : rubberBand(dy, PULL_RANGE);
}

/** The status while the finger is down, from the distance pulled. */
export function statusWhilePulling(distance: number, threshold: number): PullStatus {
  if (distance <= 0) return 'idle';
  return distance >= threshold ? 'canRelease' : 'pulling';
}
