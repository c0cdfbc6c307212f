import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsole } from '../test-utils/console';
import { CascaderView, optionsFromList, type CascaderListOption } from '.';

interface Region {
  id: number;
  parentId: number | null;
  label: string;
  code?: string;
  disabled?: boolean;
}

const regions: Region[] = [
  { id: 1, parentId: null, label: 'Zhejiang', code: 'ZJ' },
  { id: 11, parentId: 1, label: 'Hangzhou' },
  { id: 111, parentId: 11, label: 'Xihu' },
  { id: 2, parentId: null, label: 'Jiangsu' },
  { id: 112, parentId: 11, label: 'Binjiang', disabled: true },
  { id: 12, parentId: 1, label: 'Ningbo' },
  { id: 21, parentId: 2, label: 'Nanjing' },
];

/** The tree as nested labels, to compare shapes at a glance. */
type Shape = string | [string, Shape[]];
function shape(options: CascaderListOption<object>[]): Shape[] {
  return options.map((o) => (o.children ? [String(o.label), shape(o.children)] : String(o.label)));
}

describe('optionsFromList', () => {
  it('nests the rows under their parents, keeping their order and their fields', () => {
    const options = optionsFromList(regions, { idKey: 'id', parentKey: 'parentId' });
    expect(shape(options)).toEqual([
      ['Zhejiang', [['Hangzhou', ['Xihu', 'Binjiang']], 'Ningbo']],
      ['Jiangsu', ['Nanjing']],
    ]);
    expect(options[0]).toMatchObject({ id: 1, value: 1, label: 'Zhejiang', code: 'ZJ' });
    expect(options[0]!.children![0]!.children![1]).toEqual({
      id: 112,
      parentId: 11,
      label: 'Binjiang',
      value: 112,
      disabled: true,
    });
    expect(regions[0]).not.toHaveProperty('children');
  });

  it('places a child that comes before its parent', () => {
    const rows = [
      { id: 'b', pid: 'a', label: 'B' },
      { id: 'a', pid: null, label: 'A' },
    ];
    expect(shape(optionsFromList(rows, { idKey: 'id', parentKey: 'pid' }))).toEqual([['A', ['B']]]);
  });

  it.each([
    ['null or missing (the default)', undefined, [null, undefined]],
    ['0', 0, [0, null]],
    ["''", '', ['', undefined]],
  ])('reads a top-level row by a parent of %s', (_, rootParent, tops) => {
    const rows = [
      { id: 1, parent: tops[0], label: 'One' },
      { id: 2, parent: tops[1], label: 'Two' },
      { id: 3, parent: 1, label: 'Three' },
    ];
    expect(shape(optionsFromList(rows, { idKey: 'id', parentKey: 'parent', rootParent }))).toEqual([
      ['One', ['Three']],
      'Two',
    ]);
  });

  it('takes string ids and custom keys, and compares ids as given', () => {
    expectConsole('warn', 'optionsFromList: no row has the parent of "3" (parent 1)');
    const rows = [
      { code: '1', up: '', name: 'Food' },
      { code: '2', up: '1', name: 'Fruit' },
      { code: '3', up: 1, name: 'Bread' },
    ];
    const options = optionsFromList(rows, {
      idKey: 'code',
      parentKey: 'up',
      rootParent: '',
      labelKey: 'name',
    });
    expect(shape(options)).toEqual([['Food', ['Fruit']]]);
    expect(options[0]).toMatchObject({ value: '1', label: 'Food', name: 'Food' });
  });

  it('leaves out orphans with the rows below them, and names them in one warning', () => {
    expectConsole(
      'warn',
      'optionsFromList: no row has the parent of 5 (parent 99), 6 (parent 98); they are left out with the rows below them.',
    );
    const rows = [
      { id: 1, parentId: null, label: 'Kept' },
      { id: 5, parentId: 99, label: 'Orphan' },
      { id: 51, parentId: 5, label: 'Below the orphan' },
      { id: 6, parentId: 98, label: 'Another orphan' },
    ];
    expect(shape(optionsFromList(rows, { idKey: 'id', parentKey: 'parentId' }))).toEqual(['Kept']);
  });

  it('breaks cycles without hanging, leaving their rows out with a warning', () => {
    expectConsole(
      'warn',
      'optionsFromList: rows that are their own ancestors are left out with the rows below them (each arrow leads to a parent): 2 → 3 → 2, 4 → 4.',
    );
    const rows = [
      { id: 1, parentId: null, label: 'Root' },
      { id: 2, parentId: 3, label: 'A' },
      { id: 3, parentId: 2, label: 'B' },
      { id: 31, parentId: 3, label: 'Below the cycle' },
      { id: 4, parentId: 4, label: 'Self' },
      { id: 11, parentId: 1, label: 'Child' },
    ];
    expect(shape(optionsFromList(rows, { idKey: 'id', parentKey: 'parentId' }))).toEqual([
      ['Root', ['Child']],
    ]);
  });

  it('keeps the first row of a repeated id, with a warning', () => {
    expectConsole(
      'warn',
      'optionsFromList: ids must be unique; the later rows with 1 are left out.',
    );
    const rows = [
      { id: 1, parentId: null, label: 'First' },
      { id: 1, parentId: null, label: 'Second' },
      { id: 1, parentId: null, label: 'Third' },
      { id: 2, parentId: 1, label: 'Child' },
    ];
    expect(shape(optionsFromList(rows, { idKey: 'id', parentKey: 'parentId' }))).toEqual([
      ['First', ['Child']],
    ]);
  });

  it('builds 20 000 rows and more, three levels wide or one chain deep', () => {
    // Reversed, so that every child comes before its parent.
    const wide: Region[] = [];
    for (let p = 0; p < 20; p++) {
      wide.push({ id: p, parentId: null, label: `P${p}` });
      for (let c = 0; c < 20; c++) {
        const city = 1000 + p * 20 + c;
        wide.push({ id: city, parentId: p, label: `C${city}` });
        for (let d = 0; d < 49; d++)
          wide.push({ id: 100_000 + city * 49 + d, parentId: city, label: 'D' });
      }
    }
    wide.reverse();
    expect(wide).toHaveLength(20_020);
    const options = optionsFromList(wide, { idKey: 'id', parentKey: 'parentId' });
    const deep = optionsFromList(
      Array.from({ length: 20_000 }, (_, i) => ({ id: i, parentId: i - 1, label: `${i}` })),
      { idKey: 'id', parentKey: 'parentId', rootParent: -1 },
    );
    expect(options).toHaveLength(20);
    expect(options[0]!.label).toBe('P19');
    expect(options[0]!.children).toHaveLength(20);
    expect(options[0]!.children![0]!.children).toHaveLength(49);
    let depth = 0;
    for (let level = deep; level.length > 0; level = level[0]!.children ?? []) depth++;
    expect(depth).toBe(20_000);
  });

  it('feeds CascaderView, whose path reports the rows with their fields', async () => {
    const onChange = vi.fn();
    render(
      <CascaderView
        aria-label="Region"
        options={optionsFromList(regions, { idKey: 'id', parentKey: 'parentId' })}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('option', { name: 'Zhejiang' }));
    await userEvent.click(screen.getByRole('option', { name: 'Hangzhou' }));
    expect(screen.getByRole('option', { name: 'Binjiang' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: 'Xihu' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Zhejiang',
      'Hangzhou',
      'Xihu',
    ]);
    const [value, extend] = onChange.mock.calls.at(-1)!;
    expect(value).toEqual([1, 11, 111]);
    expect(extend.isLeaf).toBe(true);
    expect(extend.items[0]).toMatchObject({ id: 1, code: 'ZJ' });
  });
});
