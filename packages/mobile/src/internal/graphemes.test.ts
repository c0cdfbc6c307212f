import { clampGraphemes, countGraphemes } from './graphemes';

describe('countGraphemes', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['你好世界', 4],
    ['😀', 1],
    ['👨‍👩‍👧', 1],
    ['🇨🇳🇺🇸', 2],
    ['é', 1],
    ['e\u0301', 1],
  ])('counts %j as %i', (text, count) => {
    expect(countGraphemes(text)).toBe(count);
  });
});

describe('clampGraphemes', () => {
  it.each([
    ['abcdef', 3, 'abc'],
    ['ab', 3, 'ab'],
    ['😀😀😀😀', 2, '😀😀'],
    ['👨‍👩‍👧x', 1, '👨‍👩‍👧'],
    ['你好世界', 2, '你好'],
    ['abc', undefined, 'abc'],
    ['abc', Number.NaN, 'abc'],
    ['abc', 0, ''],
  ])('cuts %j to %s characters', (text, max, expected) => {
    expect(clampGraphemes(text, max)).toBe(expected);
  });
});
