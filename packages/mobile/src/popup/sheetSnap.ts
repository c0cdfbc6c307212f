import { rubberBand } from '../internal/rubberBand';
import { shouldCloseOnSwipe } from './popupVariants';
import { warn } from '../internal/warn';

/**
 * A height a bottom sheet rests at: a fraction of the screen (container) height when at most 1,
 * otherwise a height in px.
 */
export type SnapPoint = number;

/** How far ahead a release is projected at its speed, so a flick carries to the next point. */
const PROJECTION_MS = 120;

/**
 * The usable snap points, lowest first. Points that are not positive finite numbers are dropped
 * with a warning naming them, so a typo never breaks the sheet. Points of one kind (all
 * fractions or all px) are sorted; a mix keeps the given order, which must then be lowest first.
 */
export function normalizeSnapPoints(points: readonly SnapPoint[] | undefined): SnapPoint[] {
  if (!points || points.length === 0) return [];
  const valid = points.filter((point) => Number.isFinite(point) && point > 0);
  if (valid.length !== points.length) {
    const dropped = points.filter((point) => !valid.includes(point));
    warn(
      'Popup',
      `snapPoints are fractions of the height (0 to 1] or heights in px (> 1); ignoring ${dropped.map(String).join(', ')}.`,
    );
  }
  const unique = [...new Set(valid)];
  const oneKind = unique.every((point) => point <= 1) || unique.every((point) => point > 1);
  return oneKind ? unique.sort((a, b) => a - b) : unique;
}

/** The point as a CSS height, so the sheet sizes itself before anything is measured. */
export function snapHeightCss(point: SnapPoint): string {
  return point <= 1 ? `${Math.round(point * 10000) / 100}%` : `${point}px`;
}

/** The point in px for a container `containerHeight` px tall, never taller than the container. */
export function snapHeightPx(point: SnapPoint, containerHeight: number): number {
  return Math.min(point <= 1 ? point * containerHeight : point, containerHeight);
}

export interface SheetDrag {
  /** Height of the sheet, in px. */
  height: number;
  /** How far the sheet is pushed down below its lowest height, in px. */
  offset: number;
}

/**
 * Where a sheet that was `startHeight` px tall goes when the handle moved by `dy` px (down is
 * positive). Between the lowest and highest point it follows the finger; past the highest it
 * resists; below the lowest it follows the finger down when a swipe may close it, else resists.
 */
export function dragSheet(
  startHeight: number,
  dy: number,
  heights: readonly number[],
  closeOnSwipe: boolean,
  containerHeight: number,
): SheetDrag {
  const lowest = heights[0] ?? 0;
  const highest = heights[heights.length - 1] ?? 0;
  const target = startHeight - dy;
  if (target > highest) {
    return {
      height: Math.min(highest + rubberBand(target - highest, containerHeight), containerHeight),
      offset: 0,
    };
  }
  if (target < lowest) {
    const below = lowest - target;
    return { height: lowest, offset: closeOnSwipe ? below : rubberBand(below, lowest) };
  }
  return { height: target, offset: 0 };
}

/**
 * Where a sheet settles when the handle is let go: the index of the point nearest to where the
 * release would carry it at `vy` px/ms, or `'close'` when it was pulled (or flicked) far enough
 * below the lowest point and `closeOnSwipe` allows it.
 */
export function releaseSheet(
  startHeight: number,
  dy: number,
  vy: number,
  heights: readonly number[],
  closeOnSwipe: boolean,
): number | 'close' {
  const lowest = heights[0] ?? 0;
  const height = startHeight - dy;
  if (closeOnSwipe && height < lowest && shouldCloseOnSwipe(lowest - height, vy, lowest)) {
    return 'close';
  }
  const projected = height - vy * PROJECTION_MS;
  let nearest = 0;
  heights.forEach((h, index) => {
    if (Math.abs(h - projected) < Math.abs((heights[nearest] ?? 0) - projected)) nearest = index;
  });
  return nearest;
}

/** The snap index a key moves to from `index` of `count`, or undefined for other keys. */
export function snapForKey(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  switch (key) {
    case 'ArrowUp':
    case 'ArrowRight':
    case 'PageUp':
      return Math.min(index + 1, last);
    case 'ArrowDown':
    case 'ArrowLeft':
    case 'PageDown':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}
