import { getIn, isWithin, mergeDeep, pathKey, setIn, shiftListKeys } from './namePath';

describe('getIn and setIn', () => {
  it.each([
    [{ a: 1 }, ['a'], 1],
    [{ a: { b: [10, 20] } }, ['a', 'b', 1], 20],
    [{ a: null }, ['a', 'b'], undefined],
    [undefined, ['a'], undefined],
  ])('reads %o at %o as %o', (source, path, expected) => {
    expect(getIn(source, path)).toEqual(expected);
  });

  it.each([
    [{}, ['a'], 1, { a: 1 }],
    [{}, ['phones', 0], '123', { phones: ['123'] }],
    [{ a: { b: 1, c: 2 } }, ['a', 'b'], 3, { a: { b: 3, c: 2 } }],
    [{ list: ['x', 'y'] }, ['list', 1], 'z', { list: ['x', 'z'] }],
  ])('writes into %o at %o the value %o', (source, path, value, expected) => {
    const before = JSON.stringify(source);
    expect(setIn(source, path, value)).toEqual(expected);
    expect(JSON.stringify(source)).toBe(before);
  });

  it('keeps untouched branches by reference', () => {
    const source = { a: { x: 1 }, b: { y: 2 } };
    const next = setIn(source, ['a', 'x'], 5);
    expect(next.b).toBe(source.b);
  });
});

describe('pathKey and isWithin', () => {
  it('keeps a dotted key apart from a path', () => {
    expect(pathKey('a.b')).not.toBe(pathKey(['a', 'b']));
    expect(pathKey('a')).toBe(pathKey(['a']));
  });

  it.each([
    [['a', 0, 'b'], ['a'], true],
    [['a'], ['a'], true],
    [['ab'], ['a'], false],
    [['a'], ['a', 0], false],
  ])('%o within %o is %s', (key, parent, expected) => {
    expect(isWithin(pathKey(key), pathKey(parent))).toBe(expected);
  });
});

describe('mergeDeep', () => {
  it.each([
    [{ a: 1, b: { c: 1, d: 2 } }, { b: { c: 5 } }, { a: 1, b: { c: 5, d: 2 } }],
    [{ list: [1, 2, 3] }, { list: [9] }, { list: [9] }],
    [{ a: 1 }, { a: undefined }, { a: undefined }],
  ])('lays %o under %o', (source, patch, expected) => {
    expect(mergeDeep(source, patch)).toEqual(expected);
  });
});

describe('shiftListKeys', () => {
  it('drops the removed item and moves later ones up', () => {
    const map = new Map([
      [pathKey(['name']), 'n'],
      [pathKey(['phones', 0]), 'p0'],
      [pathKey(['phones', 1]), 'p1'],
      [pathKey(['phones', 2, 'ext']), 'p2ext'],
    ]);
    const shifted = shiftListKeys(map, ['phones'], 1);
    expect([...shifted]).toEqual([
      [pathKey(['name']), 'n'],
      [pathKey(['phones', 0]), 'p0'],
      [pathKey(['phones', 1, 'ext']), 'p2ext'],
    ]);
  });
});
