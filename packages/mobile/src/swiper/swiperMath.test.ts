import { expectConsole } from '../test-utils/console';
import {
  checkSizes,
  dragOffset,
  isNearView,
  lapOf,
  positionFor,
  releasePosition,
  trackPercent,
  wrapIndex,
} from './swiperMath';

describe('swiper maths', () => {
  it.each([
    [0, 5, 0],
    [5, 5, 0],
    [-1, 5, 4],
    [12, 5, 2],
    [3, 0, 0],
  ])('position %d of %d slides shows slide %d', (position, count, index) => {
    expect(wrapIndex(position, count)).toBe(index);
  });

  it.each([
    // two slides: the other one sits on the side the drag heads to
    [1, 0.3, 2, 0],
    [1, -0.3, 2, -1],
    [0, 0.99, 2, 0],
    [0, 1.99, 2, 1],
    // five slides around position 4: slide 0 comes after slide 4
    [0, 4, 5, 1],
    [3, 4, 5, 0],
    [4, 0, 5, -1],
  ])('slide %d near position %d of %d slides moves %d laps', (index, reference, count, laps) => {
    expect(lapOf(index, reference, count) + 0).toBe(laps);
  });

  it.each([
    [0, 4, 5, true, 5],
    [4, 0, 5, true, -1],
    [2, 0, 5, true, 2],
    [3, 0, 5, true, -2],
    [1, 0, 2, true, 1],
    [7, 0, 5, false, 4],
    [-2, 3, 5, false, 0],
    [1, 0, 0, false, 0],
  ])('swipeTo(%d) from %d of %d (loop %s) goes to position %d', (i, from, count, loop, to) => {
    expect(positionFor(i, from, count, loop)).toBe(to);
  });

  it('follows the finger between the ends and resists past them unless looping', () => {
    expect(dragOffset(-100, 1, 3, 300, false)).toBe(-100);
    expect(dragOffset(100, 0, 3, 300, false)).toBeGreaterThan(0);
    expect(dragOffset(100, 0, 3, 300, false)).toBeLessThan(100);
    expect(dragOffset(-700, 0, 3, 300, false)).toBeGreaterThan(-700);
    expect(dragOffset(-700, 0, 3, 300, false)).toBeLessThan(-600);
    expect(dragOffset(100, 0, 3, 300, true)).toBe(100);
  });

  it.each([
    // position, moved px, velocity px/ms, loop, expected
    [0, -100, 0, false, 0],
    [0, -160, 0, false, 1],
    [0, -40, -0.8, false, 1],
    [1, 40, 0.8, false, 0],
    [0, 40, 0.8, false, 0],
    [0, 40, 0.8, true, -1],
    [2, -40, -0.8, false, 2],
    [2, -40, -0.8, true, 3],
    [0, -40, 0.8, false, 0],
    [0, -650, -0.2, false, 2],
  ])('from %d, a release after %d px at %d px/ms (loop %s) goes to %d', (p, moved, v, loop, to) => {
    expect(releasePosition(p, moved, v, 300, 3, loop)).toBe(to);
  });

  it.each([
    // shown, count, slideSize, trackOffset, stuck, expected
    [0, 5, 40, 0, true, 0],
    [3, 5, 40, 0, true, -100],
    [1, 3, 60, 20, true, -40],
    [0, 3, 60, 20, true, 0],
    [2, 3, 60, 20, true, -80],
    // past the ends while dragged: the rubber band shows
    [-0.25, 5, 40, 0, true, 10],
    [4.25, 5, 40, 0, true, -110],
    // slides that all fit stay at the start
    [1, 2, 40, 0, true, 0],
    [0, 3, 60, 20, false, 20],
    [4, 5, 40, 0, false, -160],
  ])('at %d of %d slides of %d%% offset %d (stuck %s) the track is at %d%%', (...args) => {
    const [shown, count, size, offset, stuck, expected] = args;
    expect(trackPercent(shown, count, size, offset, stuck)).toBeCloseTo(expected);
  });

  it.each([
    [1, 0, 100, true],
    [2, 0, 100, false],
    [-1, 0, 100, true],
    [-2, 0, 100, false],
    [3, 0, 40, true],
    [4, 0, 40, false],
    [0, -100, 40, false],
    [1, -100, 40, true],
  ])('slide %d with the track at %d%% and slides of %d%% is near the view: %s', (...args) => {
    const [place, percent, size, near] = args;
    expect(isNearView(place, percent, size)).toBe(near);
  });

  it('keeps percentages in range and names bad ones', () => {
    expect(checkSizes(80, 10)).toEqual([80, 10]);
    expect(checkSizes(100, 0)).toEqual([100, 0]);
    expectConsole('warn', 'Swiper: slideSize 0 or trackOffset -5 is not a percentage.');
    expect(checkSizes(0, -5)).toEqual([100, 0]);
  });
});
