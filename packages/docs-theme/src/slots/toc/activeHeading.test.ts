import { describe, expect, it } from 'vitest';
import { activeHeading, scrolledToBottom } from './activeHeading';

describe('activeHeading', () => {
  const tops = (values: number[]) => values.map((top, i) => ({ id: `h${i}`, top }));
  it.each([
    [[200, 600, 900], false, 'h0'],
    [[-50, 40, 900], false, 'h1'],
    [[-900, -500, -10], false, 'h2'],
    [[-900, 300, 500], true, 'h2'],
    [[200, 600, 900], true, 'h2'],
    [[], false, undefined],
    [[], true, undefined],
  ])('%j, at the bottom %s → %s', (values, atBottom, id) =>
    expect(activeHeading(tops(values), 80, atBottom)).toBe(id),
  );
});

describe('scrolledToBottom', () => {
  it.each([
    [0, 800, 3000, false],
    [2198, 800, 3000, false],
    [2199.5, 800, 3000, true],
    [2200, 800, 3000, true],
    // A page shorter than the window is never scrolled: its first heading stays current.
    [0, 800, 800, false],
  ])('scrollY %d, viewport %d, page %d → %s', (scrollY, viewport, page, bottom) =>
    expect(scrolledToBottom(scrollY, viewport, page)).toBe(bottom),
  );
});
