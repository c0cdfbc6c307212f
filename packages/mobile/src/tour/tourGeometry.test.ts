import { holeAround, maskPath, placementFor } from './tourGeometry';
import { fullyInView } from './tourTarget';

const layer = { width: 375, height: 700 };

describe('holeAround', () => {
  it.each([
    [
      'grows the target by the padding',
      { x: 40, y: 300, width: 80, height: 40 },
      4,
      { x: 36, y: 296, width: 88, height: 48 },
    ],
    [
      'clips at the top and start edges',
      { x: 0, y: -20, width: 100, height: 50 },
      4,
      { x: 0, y: 0, width: 104, height: 34 },
    ],
    [
      'clips a target larger than the layer',
      { x: -10, y: -10, width: 500, height: 900 },
      0,
      { x: 0, y: 0, width: 375, height: 700 },
    ],
    ['is null for a target scrolled out above', { x: 10, y: -90, width: 50, height: 40 }, 4, null],
    ['is null for a target off the end', { x: 400, y: 10, width: 50, height: 40 }, 4, null],
  ])('%s', (_, target, padding, expected) => {
    expect(holeAround(target, layer, padding)).toEqual(expected);
  });
});

describe('maskPath', () => {
  it.each([
    ['covers the whole layer without a hole', null, 8, 'M0 0H375V700H0Z'],
    [
      'cuts a rounded hole',
      { x: 10, y: 20, width: 100, height: 40 },
      8,
      'M0 0H375V700H0ZM18 20H102A8 8 0 0 1 110 28V52A8 8 0 0 1 102 60H18A8 8 0 0 1 10 52V28A8 8 0 0 1 18 20Z',
    ],
    [
      'keeps the radius within half the smaller side',
      { x: 0, y: 0, width: 10, height: 6 },
      8,
      'M0 0H375V700H0ZM3 0H7A3 3 0 0 1 10 3V3A3 3 0 0 1 7 6H3A3 3 0 0 1 0 3V3A3 3 0 0 1 3 0Z',
    ],
    [
      'draws square corners for radius 0 and rounds to hundredths',
      { x: 1.234, y: 2, width: 3, height: 4 },
      0,
      'M0 0H375V700H0ZM1.23 2H4.23A0 0 0 0 1 4.23 2V6A0 0 0 0 1 4.23 6H1.23A0 0 0 0 1 1.23 6V2A0 0 0 0 1 1.23 2Z',
    ],
  ])('%s', (_, hole, radius, expected) => {
    expect(maskPath(layer, hole, radius)).toBe(expected);
  });
});

describe('placementFor', () => {
  it.each([
    ['bottom', false, 'bottom'],
    ['left-start', false, 'left-start'],
    ['bottom', true, 'bottom'],
    ['bottom-start', true, 'bottom-end'],
    ['top-end', true, 'top-start'],
    ['left', true, 'right'],
    ['right-start', true, 'left-start'],
  ] as const)('%s with rtl %s is %s', (placement, rtl, expected) => {
    expect(placementFor(placement, rtl)).toBe(expected);
  });
});

describe('fullyInView', () => {
  const view = { top: 0, left: 0, bottom: 700, right: 375 };
  it.each([
    ['inside', { top: 100, bottom: 140, left: 10, right: 90 }, 16, true],
    [
      'too close to the bottom for the margin',
      { top: 660, bottom: 690, left: 10, right: 90 },
      16,
      false,
    ],
    ['above the view', { top: -30, bottom: 10, left: 10, right: 90 }, 0, false],
    ['past the end', { top: 100, bottom: 140, left: 300, right: 400 }, 0, false],
  ])('%s', (_, rect, margin, expected) => {
    expect(fullyInView(rect, view, margin)).toBe(expected);
  });
});
