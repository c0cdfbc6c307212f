import {
  keyTarget,
  markLayout,
  nearestThumb,
  normalizeBounds,
  normalizeValue,
  percentOf,
  snap,
  tickValues,
  valueAt,
} from './sliderMath';

const b = (min = 0, max = 100, step = 1) => normalizeBounds(min, max, step);

describe('normalizeBounds', () => {
  it.each([
    [0, 100, 1, { min: 0, max: 100, step: 1 }, 0],
    [10, 0, 1, { min: 0, max: 10, step: 1 }, 1],
    [Number.NaN, 50, 1, { min: 0, max: 50, step: 1 }, 1],
    [0, Infinity, 0, { min: 0, max: 100, step: 1 }, 2],
  ])('min %s, max %s, step %s', (min, max, step, expected, problemCount) => {
    const bounds = normalizeBounds(min, max, step);
    expect(bounds).toMatchObject(expected);
    expect(bounds.problems).toHaveLength(problemCount);
  });

  it('names the swap', () => {
    expect(normalizeBounds(10, 0, 1).problems).toEqual([
      'min (10) is greater than max (0); swapping them.',
    ]);
  });
});

describe('snap', () => {
  it.each([
    [33, b(0, 100, 10), 30],
    [36, b(0, 100, 10), 40],
    [-5, b(), 0],
    [120, b(), 100],
    [0.30000000000000004, b(0, 1, 0.1), 0.3],
    [97, b(0, 98, 5), 95],
    [7, b(5, 5, 1), 5],
  ])('%s in %j is %s', (value, bounds, expected) => {
    expect(snap(value, bounds)).toBe(expected);
  });
});

describe('normalizeValue', () => {
  it.each([
    [40, false, [0, 40], 0],
    [undefined, false, [0, 0], 0],
    [Number.NaN, false, [0, 0], 1],
    [[70, 20], true, [20, 70], 0],
    [undefined, true, [0, 100], 0],
    [[Number.NaN, 30], true, [0, 30], 1],
  ] as const)('%j (range %s) is %j', (raw, range, ends, problemCount) => {
    const result = normalizeValue(raw as never, range, b());
    expect(result.ends).toEqual(ends);
    expect(result.problems).toHaveLength(problemCount);
  });
});

describe('positions and keys', () => {
  it('maps values to percent and fractions to stepped values', () => {
    expect(percentOf(25, b(0, 50))).toBe(50);
    expect(percentOf(5, b(5, 5))).toBe(0);
    expect(valueAt(0.333, b(0, 100, 5))).toBe(35);
  });

  it.each([
    ['ArrowRight', 50, 51],
    ['ArrowUp', 50, 51],
    ['ArrowLeft', 50, 49],
    ['ArrowDown', 0, 0],
    ['PageUp', 50, 60],
    ['PageDown', 5, 0],
    ['Home', 50, 0],
    ['End', 50, 100],
    ['Tab', 50, undefined],
  ])('%s from %s goes to %s', (key, value, expected) => {
    expect(keyTarget(key, value, b())).toBe(expected);
  });

  it.each([
    ['ArrowLeft', 51],
    ['ArrowRight', 49],
    ['ArrowUp', 51],
    ['ArrowDown', 49],
  ])('right to left, %s from 50 goes to %s', (key, expected) => {
    expect(keyTarget(key, 50, b(), true)).toBe(expected);
  });

  it('draws a tick per step, none when they would be too dense', () => {
    expect(tickValues(b(0, 1, 0.25))).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(tickValues(b(0, 1000, 1))).toEqual([]);
  });
});

describe('nearestThumb', () => {
  it.each([
    [10, [20, 80], 0],
    [70, [20, 80], 1],
    // Halfway goes to the end thumb.
    [50, [20, 80], 1],
    // Both on one value: below it the start thumb, at or above it the end thumb.
    [10, [40, 40], 0],
    [40, [40, 40], 1],
    [60, [40, 40], 1],
  ] as const)('a press at %s with the thumbs at %j moves thumb %s', (target, ends, thumb) => {
    expect(nearestThumb(target, ends)).toBe(thumb);
  });
});

describe('markLayout', () => {
  it('puts a dot at every step with ticks, then one per mark, and labels the marks', () => {
    expect(markLayout({ 0: 'Off', 50: 'Half' }, true, b(0, 100, 25))).toEqual({
      dots: [0, 25, 50, 75, 100, 0, 50],
      labels: [
        { percent: 0, label: 'Off' },
        { percent: 50, label: 'Half' },
      ],
    });
  });

  it('leaves out marks outside the bounds or not numbers, and draws no dots without marks', () => {
    expect(markLayout({ [-10]: 'Below', 20: 20, 200: 'Above' }, false, b(0, 100))).toEqual({
      dots: [20],
      labels: [{ percent: 20, label: '20' }],
    });
    expect(markLayout(undefined, false, b())).toEqual({ dots: [], labels: [] });
  });
});
