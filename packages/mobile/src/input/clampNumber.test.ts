import { clampNumber } from './clampNumber';

describe('clampNumber', () => {
  it.each([
    ['5', 1, 10, '5'],
    ['0', 1, 10, '1'],
    ['-3', 1, 10, '1'],
    ['11', 1, 10, '10'],
    ['10.5', 1, 10, '10'],
    ['1.50', 1, 10, '1.50'],
    ['', 1, 10, ''],
    ['-', 1, 10, '-'],
    ['12', undefined, undefined, '12'],
    ['12', undefined, 5, '5'],
    ['-12', -5, undefined, '-5'],
  ])('brings %j within %s..%s as %j', (text, min, max, expected) => {
    expect(clampNumber(text, min, max)).toBe(expected);
  });
});
