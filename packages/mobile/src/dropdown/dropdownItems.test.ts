import {
  chosenOption,
  itemProblems,
  layerTop,
  openKey,
  resolveValue,
  splitTemplate,
  uniqueOptions,
} from './dropdownItems';

const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];

describe('dropdown items', () => {
  it.each([
    [undefined, undefined, undefined, undefined],
    [undefined, undefined, 'a', 'a'],
    [undefined, 'b', 'a', 'b'],
    ['a', 'b', undefined, 'a'],
    [0, 1, 2, 0],
  ])('controlled %s, chosen %s, default %s resolve to %s', (controlled, chosen, fallback, out) => {
    expect(resolveValue(controlled, chosen, fallback)).toBe(out);
  });

  it('keeps the first option of each value and finds the chosen one', () => {
    const repeated = [...options, { value: 'a', label: 'A again' }];
    expect(uniqueOptions(repeated).map((option) => option.label)).toEqual(['A', 'B']);
    expect(chosenOption(options, 'b')?.label).toBe('B');
    expect(chosenOption(options, 'z')).toBeUndefined();
    expect(chosenOption(options, undefined)).toBeUndefined();
    expect(chosenOption(undefined, 'a')).toBeUndefined();
  });

  it.each([
    [{ key: 'k', options, value: 'a', hasChildren: false }, []],
    [{ key: 'k', value: undefined, hasChildren: true }, []],
    [{ key: 'k', value: 'a', hasChildren: true }, ['item "k" has a value but no options.']],
    [
      { key: 'k', options, value: 'z', hasChildren: true },
      [
        'item "k" has both options and children; showing the options.',
        'item "k" has the value z, which no option has.',
      ],
    ],
    [
      { key: 'k', options: [...options, ...options], value: undefined, hasChildren: false },
      ['item "k" repeats option values a, b; keeping the first of each.'],
    ],
  ])('item problems of %o', (check, problems) => {
    expect(itemProblems(check)).toEqual(problems);
  });

  it.each([
    [null, null],
    ['a', 'a'],
    ['z', null],
  ])('active key %s opens %s', (active, open) => {
    expect(openKey(active, ['a', 'b'])).toBe(open);
  });

  it.each([
    // Bar bottom, layer top now, offset applied now → offset.
    [100, 0, 0, 100],
    [100, 100, 100, 100],
    [148.4, 30, 0, 118],
    [120, 260, 200, 60],
  ])(
    'a bar ending at %s with the layer at %s (offset %s) places it at %s',
    (bar, now, applied, top) => {
      expect(layerTop(bar, now, applied)).toBe(top);
    },
  );

  it.each([
    ['{title}: {option}', [{ slot: 'title' }, { text: ': ' }, { slot: 'option' }]],
    ['{title}：{option}', [{ slot: 'title' }, { text: '：' }, { slot: 'option' }]],
    ['{option} ({title})', [{ slot: 'option' }, { text: ' (' }, { slot: 'title' }, { text: ')' }]],
    ['plain', [{ text: 'plain' }]],
  ])('splits %s', (template, parts) => {
    expect(splitTemplate(template)).toEqual(parts);
  });
});
