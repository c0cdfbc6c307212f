import { rubberBand } from '../internal/rubberBand';
import { warn } from '../internal/warn';

/**
 * Usable anchors, lowest first: positive finite heights in px. Others are dropped with a
 * development warning naming them; with none left the panel rests at 100 px.
 */
export function normalizeAnchors(anchors: readonly number[]): number[] {
  const valid = anchors.filter((anchor) => Number.isFinite(anchor) && anchor > 0);
  if (valid.length !== anchors.length || valid.length === 0) {
    warn(
      'FloatingPanel',
      `anchors are heights in px above 0; got ${anchors.map(String).join(', ') || 'none'}.`,
    );
  }
  const sorted = [...new Set(valid)].sort((a, b) => a - b);
  return sorted.length > 0 ? sorted : [100];
}

/** Who a drag moves: the panel, or the panel's content (the browser scrolls it). */
export type DragOwner = 'panel' | 'content';

/**
 * Decided on a drag's first movement, `dy` px (positive towards the edge the panel hangs from,
 * as for all the drag code). Dragging the header always moves the panel. On the content, a drag
 * that makes the panel taller moves it until it reaches the highest anchor, then scrolls the
 * content; the other way, the content first scrolls back to where it rests (`scrolled` px away),
 * and only then does the panel move.
 */
export function dragOwner(
  onHeader: boolean,
  dy: number,
  atHighest: boolean,
  scrolled: number,
): DragOwner {
  if (onHeader) return 'panel';
  if (dy < 0) return atHighest ? 'content' : 'panel';
  return scrolled > 1 ? 'content' : 'panel';
}

/**
 * The panel's height for a drag of `dy` px (towards its edge is positive) from `start`, and how
 * far the content scrolls once the panel reaches its highest anchor and the drag goes on: the
 * hand-off.
 * Without content to take the rest (`handOff` false), the panel resists past both ends.
 */
export function dragPanel(
  start: number,
  dy: number,
  anchors: readonly number[],
  handOff: boolean,
): { height: number; scroll: number } {
  const lowest = anchors[0] ?? 0;
  const highest = anchors[anchors.length - 1] ?? 0;
  const target = start - dy;
  if (target > highest) {
    return handOff
      ? { height: highest, scroll: target - highest }
      : { height: highest + rubberBand(target - highest, highest), scroll: 0 };
  }
  if (target < lowest) return { height: lowest - rubberBand(lowest - target, lowest), scroll: 0 };
  return { height: target, scroll: 0 };
}

/** How far ahead a release is projected at its speed, so a flick carries to the next anchor. */
const PROJECTION_MS = 150;

/** The anchor (its index) a release at `height` px moving `vy` px/ms towards its edge goes to. */
export function releaseAnchor(height: number, vy: number, anchors: readonly number[]): number {
  const projected = height - vy * PROJECTION_MS;
  let nearest = 0;
  anchors.forEach((anchor, index) => {
    if (Math.abs(anchor - projected) < Math.abs((anchors[nearest] ?? 0) - projected)) {
      nearest = index;
    }
  });
  return nearest;
}
