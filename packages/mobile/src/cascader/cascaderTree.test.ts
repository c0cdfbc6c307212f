import { levelsFor, pathKey, treeProblems, type CascaderOption } from './cascaderTree';
import { nextEnabled, scrollToShow, visibleRange } from './virtualWindow';

const tree: CascaderOption[] = [
  {
    label: 'Zhejiang',
    value: 'zj',
    children: [
      { label: 'Hangzhou', value: 'hz', children: [{ label: 'Xihu', value: 'xh' }] },
      { label: 'Ningbo', value: 'nb' },
    ],
  },
  { label: 'Jiangsu', value: 'js' },
];

describe('levelsFor', () => {
  it.each([
    [[], 1, 0, false, []],
    [['zj'], 2, 1, false, []],
    [['zj', 'hz', 'xh'], 3, 3, true, []],
    [['zj', 'nb'], 2, 2, true, []],
    [['js'], 1, 1, true, []],
    [['zj', 'zz', 'xh'], 2, 1, false, ['zz', 'xh']],
    [['js', 'more'], 1, 1, true, ['more']],
  ])(
    '%j opens %i levels, %i items, leaf %s, unknown %j',
    (value, levels, items, isLeaf, unknown) => {
      const result = levelsFor(tree, value, undefined, new Map(), false);
      expect(result.levels).toHaveLength(levels);
      expect(result.items).toHaveLength(items);
      expect(result.isLeaf).toBe(isLeaf);
      expect(result.unknown).toEqual(unknown);
    },
  );

  it('takes children from the loaded ones, and an option without children is not a leaf while it may load', () => {
    const loaded = new Map([[pathKey(['js']), [{ label: 'Nanjing', value: 'nj' }]]]);
    expect(levelsFor(tree, ['js'], undefined, loaded, true).levels).toHaveLength(2);
    expect(levelsFor(tree, ['js'], undefined, new Map(), true).isLeaf).toBe(false);
    expect(levelsFor(tree, ['js', 'nj'], undefined, loaded, true).isLeaf).toBe(false);
  });

  it('reads options through fieldNames', () => {
    const raw = [{ n: 'A', id: 1, kids: [{ n: 'B', id: 2 }] }];
    const names = { label: 'n', value: 'id', children: 'kids' };
    expect(levelsFor(raw, [1, 2], names, new Map(), false).items).toEqual([
      raw[0],
      raw[0]!.kids[0],
    ]);
  });
});

describe('treeProblems', () => {
  it('finds nothing in a sound tree', () => {
    expect(treeProblems(tree, undefined)).toEqual([]);
  });

  it('names a cycle by its labels and stops there', () => {
    const a: CascaderOption = { label: 'A', value: 'a', children: [] };
    const b: CascaderOption = { label: 'B', value: 'b', children: [a] };
    a.children!.push(b);
    expect(treeProblems([a], undefined)).toEqual([
      'the options contain a cycle: A / B / A appears inside itself.',
    ]);
  });

  it('names repeated sibling values with their parent', () => {
    const repeated = [
      {
        label: 'P',
        value: 'p',
        children: [
          { label: 'X', value: 1 },
          { label: 'Y', value: 1 },
        ],
      },
    ];
    expect(treeProblems(repeated, undefined)).toEqual([
      'option values must be unique among siblings; repeated under P: 1.',
    ]);
  });
});

describe('virtual window', () => {
  it.each([
    [1000, 0, 320, [0, 13]],
    [1000, 4800, 320, [94, 113]],
    [10, 0, 320, [0, 10]],
    [1000, 47760, 320, [989, 1000]],
  ])('%i rows at %i px in %i px render %j', (count, top, height, range) => {
    expect(visibleRange(count, 48, top, height)).toEqual(range);
  });

  it.each([
    [0, 100, 0],
    [5, 0, 0],
    [10, 0, 208],
    [3, 100, 100],
  ])('row %i from %i px scrolls to %i px', (index, top, expected) => {
    expect(scrollToShow(index, 48, top, 320)).toBe(expected);
  });

  it('skips disabled rows and stays put at the ends', () => {
    const disabled = (i: number) => i === 1;
    expect(nextEnabled(disabled, 3, 0, 1)).toBe(2);
    expect(nextEnabled(disabled, 3, 2, 1)).toBe(2);
    expect(nextEnabled(disabled, 3, 2, -1)).toBe(0);
    expect(nextEnabled(disabled, 3, -1, 1)).toBe(0);
  });
});
