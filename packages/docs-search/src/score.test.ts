import { describe, expect, test } from 'vitest';
import {
  FUZZY_GROUP_OFFSET,
  groupPriority,
  hintPriority,
  MAX_NAV_ORDER,
  PAGE_TITLE_HIT,
  rank,
  SECTION_TITLE_HIT,
  type Candidate,
} from './score';

describe('hintPriority', () => {
  test.each<[string, number, number, number, number]>([
    ['page title, one token', PAGE_TITLE_HIT, 1, 0, 100],
    ['page title, two tokens', PAGE_TITLE_HIT, 2, 0, 200],
    ['section title, one token', SECTION_TITLE_HIT, 1, 0, 10],
    ['section title, three tokens', SECTION_TITLE_HIT, 3, 0, 30],
    ['paragraph, two tokens', 0, 0, 2, 2],
    ['prop name and its description', SECTION_TITLE_HIT, 1, 1, 11],
  ])('%s', (_, weight, titleHits, textHits, priority) => {
    expect(hintPriority(weight, titleHits, textHits)).toBe(priority);
  });
});

describe('groupPriority', () => {
  test.each<[number, boolean, number]>([
    [1, false, 1000],
    [2, false, 2000],
    [0, false, 0],
    [1, true, FUZZY_GROUP_OFFSET + 1000],
  ])('nav order %i, fuzzy %s → %i', (navOrder, fuzzy, priority) => {
    expect(groupPriority(navOrder, fuzzy)).toBe(priority);
  });
});

describe('rank', () => {
  const hit = (
    navTitle: string,
    navOrder: number,
    priority: number,
    fuzzy = false,
    name = `${navTitle}${priority}`,
  ) => ({
    navTitle,
    navOrder,
    priority,
    fuzzy,
    name,
  });
  const names = (groups: ReturnType<typeof rank<Candidate & { name: string }>>) =>
    groups.map((group) => [group.title, group.items.map((item) => item.name)]);

  test('orders groups by nav order, earlier first, whatever their hints score', () => {
    const groups = rank([hit('Components', 2, 100), hit('Guide', 1, 1)]);
    expect(names(groups)).toEqual([
      ['Guide', ['Guide1']],
      ['Components', ['Components100']],
    ]);
  });

  test('orders hints by priority, ties in document order', () => {
    const groups = rank([
      hit('A', 1, 1, false, 'first'),
      hit('A', 1, 10),
      hit('A', 1, 1, false, 'second'),
    ]);
    expect(names(groups)).toEqual([['A', ['A10', 'first', 'second']]]);
  });

  test('puts fuzzy groups after every exact group, even one later in the nav', () => {
    const groups = rank([hit('Guide', 1, 50, true), hit('Components', 2, 1)]);
    expect(names(groups)).toEqual([
      ['Components', ['Components1']],
      ['Guide', ['Guide50']],
    ]);
  });

  test('puts fuzzy groups after an exact group of the largest nav order the data allows', () => {
    const groups = rank([hit('Guide', 0, 50, true), hit('Components', MAX_NAV_ORDER - 1, 1)]);
    expect(groups.map((g) => g.title)).toEqual(['Components', 'Guide']);
    expect(groups[0]!.priority).toBeLessThan(groups[1]!.priority);
  });

  test('keeps the first hints in display order up to the limit', () => {
    const many = Array.from({ length: 30 }, (_, i) => hit(i % 2 ? 'B' : 'A', i % 2 ? 2 : 1, i));
    const groups = rank(many, 20);
    expect(groups.map((group) => [group.title, group.items.length])).toEqual([
      ['A', 15],
      ['B', 5],
    ]);
  });

  test('pages without a nav title share an untitled group', () => {
    const groups = rank([{ navOrder: 0, priority: 1, fuzzy: false }]);
    expect(groups).toEqual([{ priority: 0, items: [{ navOrder: 0, priority: 1, fuzzy: false }] }]);
  });
});
