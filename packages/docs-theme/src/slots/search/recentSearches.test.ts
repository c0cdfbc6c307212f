import { describe, expect, it } from 'vitest';
import { addRecent, parseRecent } from './recentSearches';

describe('parseRecent', () => {
  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['["button", 3, "toast"]', ['button', 'toast']],
    ['["a","b","c","d","e","f"]', ['a', 'b', 'c', 'd', 'e']],
  ])('%j → %j', (stored, recent) => expect(parseRecent(stored)).toEqual(recent));
});

describe('addRecent', () => {
  it('puts the newest first, without repeats, keeping five', () => {
    expect(addRecent(['a', 'b', 'c', 'd', 'e'], ' c ')).toEqual(['c', 'a', 'b', 'd', 'e']);
    expect(addRecent(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
  });

  it('ignores blank queries', () => {
    expect(addRecent(['a'], '   ')).toEqual(['a']);
  });
});
