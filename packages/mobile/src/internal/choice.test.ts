import { duplicateValues, optionProblems, unknownValues } from './optionChecks';
import { rovingTarget } from './rovingFocus';

describe('option checks', () => {
  it.each<[Array<string | number>, Array<string | number>]>([
    [[1, 2, 3], []],
    [
      [1, 2, 1, 1, 3, 3],
      [1, 3],
    ],
    [['a', 'b', 'a'], ['a']],
  ])('duplicateValues(%j) is %j', (values, expected) => {
    expect(duplicateValues(values)).toEqual(expected);
  });

  it.each([
    [[], [1, 2], []],
    [[2, 5], [1, 2], [5]],
  ])('unknownValues(%j among %j) is %j', (selected, values, expected) => {
    expect(unknownValues(selected, values)).toEqual(expected);
  });

  it('names both problems in sentences', () => {
    expect(optionProblems(['a', 'a'], ['z'])).toEqual([
      'option values must be unique; repeated: a.',
      'the value holds z, which no option has.',
    ]);
    expect(optionProblems(['a', 'b'], ['a'])).toEqual([]);
  });
});

describe('rovingTarget', () => {
  it.each([
    ['ArrowRight', 0, 3, 'both', 1],
    ['ArrowRight', 2, 3, 'both', 0],
    ['ArrowDown', 1, 3, 'both', 2],
    ['ArrowLeft', 0, 3, 'both', 2],
    ['ArrowUp', 2, 3, 'both', 1],
    ['ArrowRight', -1, 3, 'both', 0],
    ['ArrowLeft', -1, 3, 'both', 2],
    ['Home', 2, 3, 'both', 0],
    ['End', 0, 3, 'both', 2],
    ['ArrowRight', 0, 3, 'vertical', undefined],
    ['ArrowDown', 0, 3, 'horizontal', undefined],
    ['Enter', 0, 3, 'both', undefined],
    ['Home', -1, 0, 'both', undefined],
  ] as const)('%s from %i of %i (%s) goes to %s', (key, current, count, orientation, expected) => {
    expect(rovingTarget(key, current, count, orientation)).toBe(expected);
  });

  it.each([
    ['ArrowLeft', 0, 'horizontal', 1],
    ['ArrowRight', 0, 'horizontal', 2],
    ['ArrowLeft', 1, 'both', 2],
    ['ArrowRight', 1, 'both', 0],
    ['ArrowDown', 1, 'both', 2],
    ['ArrowUp', 1, 'both', 0],
    ['ArrowLeft', 1, 'vertical', undefined],
    ['Home', 1, 'both', 0],
    ['End', 1, 'both', 2],
  ] as const)(
    'right to left, %s from %i of 3 (%s) goes to %s',
    (key, current, orientation, expected) => {
      expect(rovingTarget(key, current, 3, orientation, true)).toBe(expected);
    },
  );
});
