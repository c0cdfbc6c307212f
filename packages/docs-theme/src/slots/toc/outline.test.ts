import { describe, expect, it } from 'vitest';
import { outlineEntries } from './outline';

const entry = (depth: number) => ({ id: `h${depth}`, depth, title: `Level ${depth}` });

describe('outlineEntries', () => {
  it.each([
    [
      [1, 2, 3, 4, 5],
      ['h2', 'h3'],
    ],
    [
      [2, 2, 3],
      ['h2', 'h2', 'h3'],
    ],
    [[1], []],
    [[4, 6], []],
    [[], []],
  ])('depths %j keep %j', (depths, ids) =>
    expect(outlineEntries(depths.map(entry)).map((e) => e.id)).toEqual(ids),
  );

  it('gives an empty outline for a page without headings', () =>
    expect(outlineEntries(undefined)).toEqual([]));
});
