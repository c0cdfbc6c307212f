import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { wrapTables } from './tableRegions';

const el = (tagName: string, children: Element['children'] = []): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});
const txt = (value: string) => ({ type: 'text' as const, value });
const table = () =>
  el('table', [el('thead', [el('tr', [el('th', [txt('Variable')]), el('th', [txt('Default')])])])]);

function regions(tree: Root): Element[] {
  const found: Element[] = [];
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.properties.dataTableRegion === '') found.push(child);
      visit(child);
    }
  };
  visit(tree);
  return found;
}

describe('wrapTables', () => {
  it.each([
    [
      'the heading above it',
      [el('h2', [txt('CSS '), el('code', [txt('vars')])]), table()],
      'CSS vars',
    ],
    ['its header row with no heading above', [table()], 'Variable, Default'],
    [
      'the nearest heading, nested in a list',
      [el('h2', [txt('A')]), el('h3', [txt('B')]), el('ul', [el('li', [table()])])],
      'B',
    ],
  ])('names a table by %s', (_, children, label) => {
    const tree: Root = { type: 'root', children: children as Root['children'] };
    wrapTables(tree);
    const [region] = regions(tree);
    expect(region?.properties).toEqual({
      role: 'region',
      tabIndex: 0,
      ariaLabel: label,
      dataTableRegion: '',
    });
    expect((region?.children[0] as Element).tagName).toBe('table');
  });

  it('wraps every table once and leaves a page without tables alone', () => {
    const tree: Root = { type: 'root', children: [table(), el('p', [txt('x')]), table()] };
    wrapTables(tree);
    expect(regions(tree)).toHaveLength(2);
    const plain: Root = { type: 'root', children: [el('p', [txt('x')])] };
    wrapTables(plain);
    expect(plain.children).toEqual([el('p', [txt('x')])]);
  });
});
