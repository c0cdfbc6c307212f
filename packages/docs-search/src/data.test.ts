import { describe, expect, test } from 'vitest';
import { decodeSearchData, encodeSearchData, readPages } from './data';
import type { SearchPage } from './types';

const page: SearchPage = {
  navTitle: 'Components',
  navOrder: 2,
  title: 'Button',
  link: '/components/tm-button',
  sections: [
    {
      rawTitle: '`Button` group',
      title: 'Button group',
      link: '/components/tm-button#group',
      paragraphs: ['Side by side.'],
    },
  ],
  demos: [
    {
      link: '/components/tm-button#button-demo-basic',
      title: 'Basic usage',
      description: 'Tones.',
      keywords: [],
    },
  ],
  apis: [
    {
      link: '/components/tm-button#api',
      component: 'Button',
      props: [{ name: 'color', description: 'Tone.' }],
    },
  ],
};

describe('encodeSearchData', () => {
  test('stores short keys, page-local links, and optional fields only when present', () => {
    expect(encodeSearchData([page])).toEqual({
      v: 4,
      p: [
        {
          t: 'Button',
          l: '/components/tm-button',
          n: 'Components',
          o: 2,
          s: [['Button group', '#group', ['Side by side.'], '`Button` group']],
          d: [['#button-demo-basic', 'Basic usage', 'Tones.']],
          a: [['#api', 'Button', [['color', 'Tone.']]]],
        },
      ],
    });
  });

  test('stores a subtitle and keywords only when there are some', () => {
    const named = { ...page, subtitle: '按钮', keywords: ['btn'] };
    expect(encodeSearchData([named]).p[0]).toMatchObject({ u: '按钮', k: ['btn'] });
    expect(encodeSearchData([{ ...page, subtitle: '', keywords: [] }]).p[0]).not.toHaveProperty(
      'u',
    );
    expect(encodeSearchData([{ ...page, keywords: [] }]).p[0]).not.toHaveProperty('k');
    expect(decodeSearchData(JSON.parse(JSON.stringify(encodeSearchData([named]))))).toEqual([
      named,
    ]);
  });

  test('keeps links to other pages whole', () => {
    const linked = { ...page, sections: [{ ...page.sections[0]!, link: '/guide#install' }] };
    expect(encodeSearchData([linked]).p[0]?.s?.[0]?.[1]).toBe('/guide#install');
  });

  test('stores a section link that is the page link plus its title anchor as 0', () => {
    const sections = [
      { rawTitle: 'When to use', title: 'When to use', link: '/b#when-to-use', paragraphs: [] },
      { rawTitle: 'Ça & co.', title: 'Ça & co.', link: '/b#ça--co', paragraphs: ['x'] },
      { rawTitle: '`size` prop', title: 'size prop', link: '/b#size-prop', paragraphs: [] },
    ];
    const encoded = encodeSearchData([{ ...page, link: '/b', sections }]);
    expect(encoded.p[0]?.s).toEqual([
      ['When to use', 0, []],
      ['Ça & co.', 0, ['x']],
      ['size prop', 0, [], '`size` prop'],
    ]);
  });

  test('keeps a link whole when its anchor is not the usual one or is on another page', () => {
    const sections = [
      { rawTitle: 'Usage', title: 'Usage', link: '/b#usage-1', paragraphs: [] },
      { rawTitle: 'Usage', title: 'Usage', link: '/a#usage', paragraphs: [] },
      { rawTitle: '', title: '', link: '/b', paragraphs: ['Intro.'] },
    ];
    expect(encodeSearchData([{ ...page, link: '/b', sections }]).p[0]?.s).toEqual([
      ['Usage', '#usage-1', []],
      ['Usage', '/a#usage', []],
      ['', '/b', ['Intro.']],
    ]);
  });

  test('stores what the demo links of a page share once, and each link without it', () => {
    const demo = page.demos[0]!;
    const demos = ['basic', 'block', 'loading'].map((name) => ({
      ...demo,
      link: `/components/tm-button#button-demo-${name}`,
    }));
    const encoded = encodeSearchData([{ ...page, demos }]).p[0]!;
    expect(encoded.e).toBe('#button-demo-');
    expect(encoded.d?.map(([link]) => link)).toEqual(['basic', 'block', 'loading']);
    expect(decodeSearchData(JSON.parse(JSON.stringify({ v: 4, p: [encoded] })))[0]?.demos).toEqual(
      demos,
    );
    // One demo, or demos sharing only the '#', keep their links whole.
    expect(encodeSearchData([page]).p[0]).not.toHaveProperty('e');
    const apart = [
      { ...demo, link: '/components/tm-button#a' },
      { ...demo, link: '/components/tm-button#b' },
    ];
    expect(encodeSearchData([{ ...page, demos: apart }]).p[0]).toMatchObject({
      d: [
        ['#a', 'Basic usage', 'Tones.'],
        ['#b', 'Basic usage', 'Tones.'],
      ],
    });
  });

  test('round-trips through decodeSearchData', () => {
    expect(decodeSearchData(JSON.parse(JSON.stringify(encodeSearchData([page]))))).toEqual([page]);
  });
});

describe('malformed data is refused with a clear message', () => {
  test.each<[string, unknown, RegExp]>([
    ['not an object', 'nope', /search data is not an object/],
    ['an older version', { v: 1, p: [] }, /unsupported version 1/],
    ['pages not a list', { v: 4, p: {} }, /pages is not a list/],
    ['title missing', { v: 4, p: [{ l: '/x', o: 1 }] }, /page title is not a string/],
    [
      'demo link prefix not a string',
      { v: 4, p: [{ t: 'X', l: '/x', o: 1, e: 7, d: [['a', 'A', '']] }] },
      /demo link prefix is not a string/,
    ],
    [
      'nav order not a number',
      { v: 4, p: [{ t: 'X', l: '/x', o: 'first' }] },
      /nav order is not a number/,
    ],
    [
      'nav order below 0',
      { v: 4, p: [{ t: 'X', l: '/x', o: -1 }] },
      /nav order -1 is outside 0 to 999999/,
    ],
    [
      'nav order too large to keep fuzzy groups last',
      { v: 4, p: [{ t: 'X', l: '/x', o: 1e6 }] },
      /nav order 1000000 is outside 0 to 999999/,
    ],
    [
      'section not a tuple',
      { v: 4, p: [{ t: 'X', l: '/x', o: 1, s: [{}] }] },
      /section is not a list/,
    ],
  ])('%s', (_, data, message) => {
    expect(() => decodeSearchData(data)).toThrow(message);
  });

  test.each<[string, unknown, RegExp]>([
    ['routes not a list', { title: 'X' }, /routes is not a list/],
    ['page not an object', [null], /page 0 is not an object/],
    [
      'navOrder too large',
      [{ title: 'X', link: '/x', navOrder: 1e9, sections: [], demos: [] }],
      /navOrder 1000000000 is outside 0 to 999999/,
    ],
    [
      'sections missing',
      [{ title: 'X', link: '/x', navOrder: 1, demos: [] }],
      /sections is not a list/,
    ],
    [
      'paragraph not a string',
      [
        {
          title: 'X',
          link: '/x',
          navOrder: 1,
          demos: [],
          sections: [{ rawTitle: '', title: '', link: '/x', paragraphs: [1] }],
        },
      ],
      /section paragraphs is not a string/,
    ],
  ])('inline routes: %s', (_, routes, message) => {
    expect(() => readPages(routes)).toThrow(message);
  });
});
