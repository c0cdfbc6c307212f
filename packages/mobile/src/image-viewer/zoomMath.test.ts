import {
  clampScale,
  clampTransform,
  fittedSize,
  panLimits,
  splitPan,
  swipeTarget,
  zoomAt,
} from './zoomMath';

const stage = { width: 400, height: 800 };
const fitted = { width: 400, height: 300 };

describe('zoom and pan bounds', () => {
  it.each([
    [0.5, 3, 1],
    [2, 3, 2],
    [5, 3, 3],
    [Number.NaN, 3, 1],
    [2, 0.5, 1],
  ])('clampScale(%f, max %f) is %f', (scale, max, expected) => {
    expect(clampScale(scale, max)).toBe(expected);
  });

  it.each([
    [
      { width: 1200, height: 900 },
      { width: 400, height: 300 },
    ],
    [
      { width: 800, height: 1600 },
      { width: 400, height: 800 },
    ],
    [
      { width: 100, height: 100 },
      { width: 400, height: 400 },
    ],
    [{ width: 0, height: 0 }, stage],
  ])('fits %o into the stage as %o', (natural, expected) => {
    expect(fittedSize(natural, stage)).toEqual(expected);
  });

  it.each([
    [1, { x: 0, y: 0 }],
    [2, { x: 200, y: 0 }],
    [3, { x: 400, y: 50 }],
  ])('at scale %f the picture moves at most %o', (scale, limits) => {
    expect(panLimits(fitted, stage, scale)).toEqual(limits);
  });

  it.each([
    [
      { scale: 2, x: 500, y: 90 },
      { scale: 2, x: 200, y: 0 },
    ],
    [
      { scale: 3, x: -900, y: -90 },
      { scale: 3, x: -400, y: -50 },
    ],
    [
      { scale: 3, x: 120, y: 20 },
      { scale: 3, x: 120, y: 20 },
    ],
  ])('a picture dragged to %o stays on screen at %o', (t, expected) => {
    expect(clampTransform(t, fitted, stage)).toEqual(expected);
  });

  it('keeps the point under the fingers still while zooming', () => {
    const t = zoomAt({ scale: 1, x: 0, y: 0 }, 2, { x: 100, y: 0 }, fitted, stage, 3);
    expect(t).toEqual({ scale: 2, x: -100, y: 0 });
    // The picture point under the focus: (focus - offset) / scale is the same before and after.
    expect((100 - t.x) / t.scale).toBe(100);
  });

  it('zooming out recentres the picture inside its new limits', () => {
    expect(zoomAt({ scale: 3, x: 400, y: 50 }, 1, { x: 0, y: 0 }, fitted, stage, 3)).toEqual({
      scale: 1,
      x: 0,
      y: 0,
    });
  });

  it.each([
    [0, -50, 200, { x: -50, overflow: 0 }],
    [-180, -50, 200, { x: -200, overflow: -30 }],
    [200, 40, 200, { x: 200, overflow: 40 }],
    [0, -80, 0, { x: 0, overflow: -80 }],
  ])('from %f, a drag of %f with limit %f gives %o', (start, dx, limit, expected) => {
    expect(splitPan(start, dx, limit)).toEqual(expected);
  });

  it.each([
    [-120, 0, 1],
    [-30, -0.8, 1],
    [120, 0, -1],
    [30, 0.8, -1],
    [-30, -0.1, 0],
    [10, 2, 0],
  ])('a swipe of %f px at %f px/ms goes %i', (dx, velocity, target) => {
    expect(swipeTarget(dx, velocity, 400)).toBe(target);
  });
});
