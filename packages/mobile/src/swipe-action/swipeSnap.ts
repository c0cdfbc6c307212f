/** Flicks faster than this (px/ms) open or close the row whatever the distance. */
const FLICK = 0.5;

/** A full swipe needs at least this share of the row's width… */
const FULL_SWIPE_SHARE = 0.6;
/** …and at least this many px past the actions, so revealing them never fires one by accident. */
const FULL_SWIPE_MARGIN = 40;

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

/** Keeps a drag within `left` px to the right and `right` px to the left, resisting beyond. */
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

/** Whether a row dragged `offset` px has gone far enough for a full swipe. */
export function isFullSwipe(offset: number, actionsWidth: number, rowWidth: number): boolean {
  if (actionsWidth <= 0) return false;
  return (
    Math.abs(offset) >= Math.max(rowWidth * FULL_SWIPE_SHARE, actionsWidth + FULL_SWIPE_MARGIN)
  );
}

export type SwipeActionSide = 'start' | 'end';

/**
 * The side whose actions a drag reveals: moving the row right uncovers what sits on the left,
 * which is the start side in left-to-right text and the end side in right-to-left text.
 */
export function sideOf(offset: number, rtl: boolean): SwipeActionSide {
  return offset > 0 === !rtl ? 'start' : 'end';
}

export const allowsFullSwipe = (fullSwipe: boolean | SwipeActionSide, side: SwipeActionSide) =>
  fullSwipe === true || fullSwipe === side;

/** The action a full swipe runs: the one farthest from the content. */
export const outermost = <Item>(items: Item[], side: SwipeActionSide) =>
  side === 'start' ? items[0] : items[items.length - 1];
