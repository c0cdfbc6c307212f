import { computePosition, placedStyle, type PopoverPlacement } from './position';

const bounds = { x: 0, y: 0, width: 375, height: 667 };
const size = { width: 100, height: 40 };
const middle = { x: 150, y: 300, width: 80, height: 30 };

describe('computePosition', () => {
  it.each<
    [
      string,
      { x: number; y: number; width: number; height: number },
      PopoverPlacement,
      PopoverPlacement,
      number,
      number,
    ]
  >([
    ['centres above', middle, 'top', 'top', 140, 252],
    ['centres below', middle, 'bottom', 'bottom', 140, 338],
    ['aligns start above', middle, 'top-start', 'top-start', 150, 252],
    ['aligns end below', middle, 'bottom-end', 'bottom-end', 130, 338],
    ['sits left, centred', middle, 'left', 'left', 42, 295],
    ['sits right, start', middle, 'right-start', 'right-start', 238, 300],
    [
      'flips to the bottom near the top edge',
      { x: 150, y: 10, width: 80, height: 30 },
      'top',
      'bottom',
      140,
      48,
    ],
    [
      'flips to the top near the bottom edge',
      { x: 150, y: 640, width: 80, height: 20 },
      'bottom-start',
      'top-start',
      150,
      592,
    ],
    ['shifts inside the left edge', { x: 0, y: 300, width: 20, height: 20 }, 'top', 'top', 8, 252],
    [
      'shifts inside the right edge',
      { x: 360, y: 300, width: 15, height: 20 },
      'bottom',
      'bottom',
      267,
      328,
    ],
  ])('%s', (_name, anchor, placement, expectedPlacement, x, y) => {
    const result = computePosition(anchor, size, placement, bounds);
    expect(result.placement).toBe(expectedPlacement);
    expect(result.x).toBeCloseTo(x);
    expect(result.y).toBeCloseTo(y);
  });

  it('keeps the arrow on the anchor when the popover is shifted, within the corners', () => {
    const result = computePosition({ x: 0, y: 300, width: 20, height: 20 }, size, 'top', bounds);
    expect(result.arrow).toBe(12);
    const centred = computePosition(middle, size, 'top', bounds);
    expect(centred.arrow).toBe(50);
  });
});

describe('placedStyle', () => {
  it('gives the place in whole px, and nothing before it is measured', () => {
    expect(placedStyle({ placement: 'top', x: 10.4, y: 20.6, arrow: 7.5 })).toEqual({
      '--tm-popover-x': '10px',
      '--tm-popover-y': '21px',
      '--tm-popover-arrow': '8px',
    });
    expect(placedStyle(null)).toBeUndefined();
  });
});
