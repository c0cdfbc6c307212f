import { expectConsole } from '../test-utils/console';
import {
  dragSheet,
  normalizeSnapPoints,
  releaseSheet,
  snapForKey,
  snapHeightCss,
  snapHeightPx,
} from './sheetSnap';

describe('sheet snap points', () => {
  it.each([
    [
      [0.9, 0.3, 0.5],
      [0.3, 0.5, 0.9],
    ],
    [
      [480, 240],
      [240, 480],
    ],
    [[0.5, 0.5], [0.5]],
    [
      [0.4, 600],
      [0.4, 600],
    ],
    [undefined, []],
  ])('normalizes %j to %j', (points, expected) => {
    expect(normalizeSnapPoints(points)).toEqual(expected);
  });

  it('drops points that are not positive numbers and says which', () => {
    expectConsole('warn', 'ignoring -1, NaN, 0');
    expect(normalizeSnapPoints([0.5, -1, Number.NaN, 0])).toEqual([0.5]);
  });

  it.each([
    [0.5, '50%'],
    [1 / 3, '33.33%'],
    [1, '100%'],
    [320, '320px'],
  ])('%d is %s tall in CSS', (point, css) => {
    expect(snapHeightCss(point)).toBe(css);
  });

  it.each([
    [0.5, 800, 400],
    [320, 800, 320],
    [900, 800, 800],
  ])('%d in a %d px container is %d px', (point, container, px) => {
    expect(snapHeightPx(point, container)).toBe(px);
  });

  const heights = [240, 400, 720];
  it.each([
    ['follows the finger between points', 400, -100, false, { height: 500, offset: 0 }],
    ['follows the finger down to the lowest point', 400, 160, false, { height: 240, offset: 0 }],
    [
      'follows the finger below the lowest when swiping may close',
      240,
      100,
      true,
      { height: 240, offset: 100 },
    ],
  ])('%s', (_name, start, dy, closeOnSwipe, expected) => {
    expect(dragSheet(start, dy, heights, closeOnSwipe, 800)).toEqual(expected);
  });

  it('resists past the highest point and below the lowest when swiping cannot close', () => {
    const above = dragSheet(720, -200, heights, false, 800);
    expect(above.height).toBeGreaterThan(720);
    expect(above.height).toBeLessThan(720 + 200);
    const below = dragSheet(240, 100, heights, false, 800);
    expect(below.height).toBe(240);
    expect(below.offset).toBeGreaterThan(0);
    expect(below.offset).toBeLessThan(100);
  });

  it.each<[string, number, number, number, boolean, number | 'close']>([
    ['a slow drag settles at the nearest point', 240, -120, 0, false, 1],
    ['a slow drag past the middle settles at the next point', 400, -200, 0, false, 2],
    ['a flick up carries to the next point', 400, -40, -2, false, 2],
    ['a flick down carries to the point below', 400, 40, 1.5, false, 0],
    ['a drag far below the lowest closes when allowed', 240, 120, 0, true, 'close'],
    ['a drag far below the lowest springs back when not allowed', 240, 120, 0, false, 0],
    ['a short drag below the lowest springs back', 240, 30, 0, true, 0],
  ])('%s', (_name, start, dy, vy, closeOnSwipe, expected) => {
    expect(releaseSheet(start, dy, vy, heights, closeOnSwipe)).toBe(expected);
  });

  it.each([
    ['ArrowUp', 0, 1],
    ['ArrowRight', 1, 2],
    ['PageUp', 2, 2],
    ['ArrowDown', 2, 1],
    ['ArrowLeft', 0, 0],
    ['Home', 2, 0],
    ['End', 0, 2],
    ['Enter', 1, undefined],
  ])('%s from %d goes to %s', (key, from, to) => {
    expect(snapForKey(key, from, 3)).toBe(to);
  });
});
