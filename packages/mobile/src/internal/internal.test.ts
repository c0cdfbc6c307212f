import { isRtl } from './direction';
import { FLICK_VELOCITY, isDismissingSwipe, lockAxis, velocity } from './gesture';
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

describe('isDismissingSwipe', () => {
  it.each([
    // distance, speed, min distance, expected
    ['past the distance, slowly', 60, 0.1, 48, true],
    ['exactly at the distance, slowly', 48, 0.1, 48, false],
    ['short and slow', 30, 0.1, 48, false],
    ['short but flicked', 10, 0.8, 48, true],
    ['flicked at exactly the flick speed', 10, FLICK_VELOCITY, 48, false],
    ['not moved, though flicked', 0, 2, 48, false],
    ['back the other way, far and fast', -80, -2, 48, false],
    ['back the other way, then flicked towards dismissing', -10, 2, 48, false],
    ['past a larger distance (a tall sheet)', 130, 0.1, 120, true],
    ['short of a larger distance, slowly', 100, 0.1, 120, false],
  ])('%s: %d px at %d px/ms, %d px needed → %s', (_name, distance, speed, min, expected) => {
    expect(isDismissingSwipe(distance, speed, min)).toBe(expected);
  });

  it('takes its own flick speed', () => {
    expect(isDismissingSwipe(10, 0.8, 48, 1)).toBe(false);
    expect(isDismissingSwipe(10, 1.2, 48, 1)).toBe(true);
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

describe('isRtl', () => {
  it('follows the nearest dir attribute, the element’s own included', () => {
    const make = (parent: Element, dir?: string) => {
      const el = parent.appendChild(document.createElement('div'));
      if (dir) el.setAttribute('dir', dir);
      return el;
    };
    const rtl = make(document.body, 'RTL');
    expect(isRtl(make(rtl))).toBe(true);
    expect(isRtl(make(make(rtl, 'ltr')))).toBe(false);
    expect(isRtl(make(rtl, 'ltr'))).toBe(false);
    expect(isRtl(document.body)).toBe(false);
    rtl.remove();
  });
});
