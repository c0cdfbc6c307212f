import { FLICK_VELOCITY } from '../internal/gesture';
import { rubberBand } from '../internal/rubberBand';
import { warn } from '../internal/warn';

/** The slide index a position shows: positions run past both ends in a loop. */
export function wrapIndex(position: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.round(position) % count) + count) % count;
}

/**
 * In a loop, how many whole laps (of `count` slides) slide `index` moves so that it sits as
 * close as possible to `reference`, the position on screen. With two slides this puts the
 * other slide on whichever side the user drags towards.
 */
export function lapOf(index: number, reference: number, count: number): number {
  return Math.round((reference - index) / count);
}

/**
 * The position `swipeTo(index)` goes to from `position`: in a loop the nearest position that
 * shows `index` (so going from the last slide to the first moves one step forward), otherwise
 * `index` clamped to the slides.
 */
export function positionFor(index: number, position: number, count: number, loop: boolean) {
  if (count <= 0) return 0;
  if (!loop) return Math.min(Math.max(Math.round(index), 0), count - 1);
  let delta = (((Math.round(index) - wrapIndex(position, count)) % count) + count) % count;
  if (delta > count / 2) delta -= count;
  return position + delta;
}

/**
 * How far the track follows a drag of `moved` px from `position` when slides are `size` px
 * apart: freely between the first and last slide, with a rubber band past them (never in a loop).
 */
export function dragOffset(
  moved: number,
  position: number,
  count: number,
  size: number,
  loop: boolean,
): number {
  if (loop) return moved;
  const max = position * size;
  const min = -(count - 1 - position) * size;
  if (moved > max) return max + rubberBand(moved - max, size);
  if (moved < min) return min + rubberBand(moved - min, size);
  return moved;
}

/**
 * Where a release goes, from `position` after a drag of `moved` px at `velocity` px/ms (both
 * positive towards the previous slide): the nearest slide, or at least the next one in the
 * direction of a flick. Clamped to the slides unless looping.
 */
export function releasePosition(
  position: number,
  moved: number,
  velocity: number,
  size: number,
  count: number,
  loop: boolean,
): number {
  const steps = size > 0 ? -moved / size : 0;
  let target = Math.round(steps);
  const flick = Math.abs(velocity) > FLICK_VELOCITY && Math.sign(velocity) === Math.sign(moved);
  if (flick && target === 0) target = -Math.sign(moved);
  const next = position + target;
  return loop ? next : Math.min(Math.max(next, 0), count - 1);
}

/**
 * Where the track sits, in percent of the swiper, to show position `shown` (in slides, fractional
 * while dragged): the current slide `trackOffset` from the start edge. When `stuck`, the track
 * goes no further than where the first slide starts at the start edge and where the last ends at
 * the end edge, so no empty space shows past them; a drag beyond the first or last slide still
 * stretches it by its rubber band.
 */
export function trackPercent(
  shown: number,
  count: number,
  slideSize: number,
  trackOffset: number,
  stuck: boolean,
): number {
  const at = (place: number) => trackOffset - place * slideSize;
  if (!stuck) return at(shown);
  const rest = Math.max(Math.min(shown, count - 1), 0);
  const end = Math.min(100 - count * slideSize, 0);
  return Math.min(Math.max(at(rest), end), 0) + at(shown) - at(rest);
}

/**
 * Whether the slide at `place` (in slides from the first, laps included) is on screen, or next
 * to one that is, with the track at `percent` and slides `slideSize` percent of the swiper.
 */
export function isNearView(place: number, percent: number, slideSize: number): boolean {
  const start = percent + place * slideSize;
  return start > -2 * slideSize && start < 100 + slideSize;
}

/**
 * `slideSize` (above 0, up to 100) and `trackOffset` (0 up to 100), percentages of the swiper;
 * out-of-range values fall back to 100 and 0 with a development warning naming both.
 */
export function checkSizes(slideSize: number, trackOffset: number): [number, number] {
  const size = slideSize > 0 && slideSize <= 100 ? slideSize : 100;
  const offset = trackOffset >= 0 && trackOffset <= 100 ? trackOffset : 0;
  if (size !== slideSize || offset !== trackOffset) {
    warn('Swiper', `slideSize ${slideSize} or trackOffset ${trackOffset} is not a percentage.`);
  }
  return [size, offset];
}
