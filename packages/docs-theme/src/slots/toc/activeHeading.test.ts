import { describe, expect, it } from 'vitest';
import { activeHeading } from './activeHeading';

describe('activeHeading', () => {
  const tops = (values: number[]) => values.map((top, i) => ({ id: `h${i}`, top }));
  it.each([
    [[200, 600, 900], 'h0'],
    [[-50, 40, 900], 'h1'],
    [[-900, -500, -10], 'h2'],
    [[], undefined],
  ])('%j → %s', (values, id) => expect(activeHeading(tops(values), 80)).toBe(id));
});
