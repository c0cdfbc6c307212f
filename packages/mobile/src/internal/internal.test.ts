import { lockAxis, velocity } from './gesture';
import { rubberBand } from './rubberBand';
import { canScrollFurther } from './scrollLock';
import { resolveContainer } from './portal';

describe('rubberBand', () => {
  it.each([
    [0, 500, 0],
    [100, 500, 49.55],
    [-100, 500, -49.55],
    [1000, 500, 261.9],
    [50, 0, 0],
  ])('distance %d in %d px gives %d', (distance, dimension, expected) => {
    expect(rubberBand(distance, dimension)).toBeCloseTo(expected, 1);
  });

  it('never reaches the dimension however far you pull', () => {
    expect(rubberBand(1e9, 300)).toBeLessThan(300);
  });
});

describe('lockAxis', () => {
  it.each([
    [2, 3, undefined],
    [10, 2, 'x'],
    [-10, 4, 'x'],
    [3, 12, 'y'],
    [8, 8, 'y'],
  ] as const)('dx %d, dy %d → %s', (dx, dy, expected) => {
    expect(lockAxis(dx, dy)).toBe(expected);
  });
});

describe('velocity', () => {
  it.each([
    [100, 50, 2],
    [-30, 10, -3],
    [10, 0, 0],
  ])('%d px in %d ms → %d px/ms', (distance, ms, expected) => {
    expect(velocity(distance, ms)).toBe(expected);
  });
});

describe('canScrollFurther', () => {
  it.each([
    // scrollTop, scrollHeight, clientHeight, deltaY, expected
    [0, 1000, 500, 10, false],
    [0.4, 1000, 500, 10, false],
    [200, 1000, 500, 10, true],
    [500, 1000, 500, -10, false],
    [499.6, 1000, 500, -10, false],
    [200, 1000, 500, -10, true],
    [0, 1000, 500, 0, true],
  ])('scrollTop %d of %d/%d, finger %d → %s', (top, height, client, delta, expected) => {
    expect(canScrollFurther(top, height, client, delta)).toBe(expected);
  });
});

describe('resolveContainer', () => {
  it('prefers the prop, then the provider, then the body; null means in place', () => {
    const fromProp = document.createElement('div');
    const fromConfig = document.createElement('div');
    expect(
      resolveContainer(
        () => fromProp,
        () => fromConfig,
      ),
    ).toBe(fromProp);
    expect(resolveContainer(undefined, () => fromConfig)).toBe(fromConfig);
    expect(resolveContainer(undefined, undefined)).toBe(document.body);
    expect(resolveContainer(null, () => fromConfig)).toBeNull();
  });
});
