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
 * Decided on a drag's first movement. Dragging the header always moves the panel. On the
 * content, a drag up moves the panel until it reaches the top anchor, then scrolls the content;
 * a drag down scrolls the content back to its top first, and only then moves the panel.
 */
export function dragOwner(
  onHeader: boolean,
  dy: number,
  atTop: boolean,
  contentScrollTop: number,
): DragOwner {
  if (onHeader) return 'panel';
  if (dy < 0) return atTop ? 'content' : 'panel';
  return contentScrollTop > 1 ? 'content' : 'panel';
}

/**
 * The panel's height for a drag of `dy` px (down is positive) from `start`, and how far the
 * content scrolls once the panel reaches its top anchor and the drag goes on: the hand-off.
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

/** The index of the anchor a release at `height` px moving `vy` px/ms (down positive) goes to. */
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
