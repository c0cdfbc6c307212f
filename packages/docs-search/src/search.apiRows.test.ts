import { describe, expect, test } from 'vitest';
import { decodeSearchData, encodeSearchData } from './data';
import { createSearchEngine } from './search';
import type { SearchPage } from './types';

/** A page with two API tables that share props, as Popover and Popover.Menu do. */
const popover: SearchPage = {
  navTitle: 'Components',
  navOrder: 2,
  title: 'Popover',
  link: '/components/tm-popover',
  sections: [],
  demos: [],
  apis: [
    {
      link: '/components/tm-popover#api',
      component: 'Popover',
      rowAnchor: 'Popover',
      props: [
        { name: 'placement', description: 'Preferred side and alignment.' },
        { name: 'content', description: 'What the popover shows.' },
      ],
    },
    {
      link: '/components/tm-popover#popovermenu',
      component: 'PopoverMenu',
      rowAnchor: 'PopoverMenu',
      props: [{ name: 'placement', description: 'Preferred side and alignment.' }],
    },
  ],
};

const hintsFor = (pages: SearchPage[], query: string) =>
  createSearchEngine(pages)
    .search(query)
    .flatMap((group) => group.hints)
    .map((hint) => ({ link: hint.link, component: hint.pageTitle, type: hint.type }));

describe('API rows in search', () => {
  test('a prop two tables show from one declaration is one hint, at the first table’s row', () => {
    expect(hintsFor([popover], 'placement')).toEqual([
      {
        link: '/components/tm-popover#popover-placement',
        component: 'Popover',
        type: 'content',
      },
    ]);
  });

  test('a prop of the same name with its own description stays a hint of its table', () => {
    const menu = popover.apis![1]!;
    const own: SearchPage = {
      ...popover,
      apis: [
        popover.apis![0]!,
        { ...menu, props: [{ name: 'placement', description: 'Where the menu opens.' }] },
      ],
    };
    expect(hintsFor([own], 'placement').map((hint) => hint.link)).toEqual([
      '/components/tm-popover#popover-placement',
      '/components/tm-popover#popovermenu-placement',
    ]);
  });

  test('the row anchor survives the data file, and a tab keeps its query', () => {
    const tabbed: SearchPage = {
      ...popover,
      apis: [{ ...popover.apis![0]!, link: '/components/tm-popover?tab=api#props' }],
    };
    const [decoded] = decodeSearchData(JSON.parse(JSON.stringify(encodeSearchData([tabbed]))));
    expect(decoded?.apis?.[0]?.rowAnchor).toBe('Popover');
    expect(hintsFor([decoded!], 'content')[0]?.link).toBe(
      '/components/tm-popover?tab=api#popover-content',
    );
  });

  test('rows of a table without a row anchor link to the table', () => {
    const { rowAnchor: _, ...table } = popover.apis![0]!;
    expect(hintsFor([{ ...popover, apis: [table] }], 'content')[0]?.link).toBe(
      '/components/tm-popover#api',
    );
  });
});
