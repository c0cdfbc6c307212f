import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../types';
import {
  buildNav,
  buildSidebar,
  compareTitles,
  limitNavDepth,
  navPlaceOf,
  normalizePath,
  prevNext,
  siteNav,
  splitNav,
} from './navigation';

const route = (
  path: string,
  meta: Partial<RouteEntry['meta']> & { title: string },
): RouteEntry => ({
  path,
  meta: { id: `docs/${path}`, ...meta },
  load: () => Promise.reject(new Error('not loaded in tests')),
});

const routes = [
  route('', { title: 'Home' }),
  route('guide', { title: 'Quick start', order: 1, nav: { title: 'Guide', order: 1 } }),
  route('guide/theme', { title: 'Theme', order: 3 }),
  route('guide/style', { title: 'Style system', order: 2 }),
  route('components/tm-toast', {
    title: 'Toast',
    group: { title: 'Feedback', order: 3 },
    order: 6,
  }),
  route('components/tm-dialog', {
    title: 'Dialog',
    group: { title: 'Feedback', order: 3 },
    order: 1,
  }),
  route('components/tm-flex', {
    title: 'Flex',
    group: { title: 'General', order: 1 },
    order: 4,
    tag: 'New',
  }),
  route('components/tm-button', {
    title: 'Button',
    group: { title: 'General', order: 1 },
    order: 1,
  }),
  route('components/tm-box', { title: 'Box', group: { title: 'General', order: 1 } }),
  route('components/tm-divider', { title: 'Divider', group: { title: 'Layout', order: 6 } }),
];

describe('buildSidebar', () => {
  it('groups the section by group title, in group order, then page order, then title', () => {
    expect(buildSidebar(routes, '/components/tm-button')).toEqual([
      {
        title: 'General',
        items: [
          { title: 'Box', link: '/components/tm-box', tag: undefined },
          { title: 'Button', link: '/components/tm-button', tag: undefined },
          { title: 'Flex', link: '/components/tm-flex', tag: 'New' },
        ],
      },
      {
        title: 'Feedback',
        items: [
          { title: 'Dialog', link: '/components/tm-dialog', tag: undefined },
          { title: 'Toast', link: '/components/tm-toast', tag: undefined },
        ],
      },
      {
        title: 'Layout',
        items: [{ title: 'Divider', link: '/components/tm-divider', tag: undefined }],
      },
    ]);
  });

  it.each([['/guide/style/'], ['guide/style'], ['/guide']])(
    'finds the guide section for %s',
    (path) => {
      expect(buildSidebar(routes, path)[0]?.items.map((item) => item.title)).toEqual([
        'Quick start',
        'Style system',
        'Theme',
      ]);
    },
  );

  it('has no sidebar on the home page', () => {
    expect(buildSidebar(routes, '/')).toEqual([]);
  });
});

describe('prevNext', () => {
  const sidebar = buildSidebar(routes, '/components');
  it.each([
    ['/components/tm-box', undefined, 'Button'],
    ['/components/tm-flex', 'Button', 'Dialog'],
    ['/components/tm-divider', 'Toast', undefined],
    ['/components/tm-flex/', 'Button', 'Dialog'],
  ])('%s → prev %s, next %s', (path, prev, next) => {
    const result = prevNext(sidebar, path);
    expect(result.prev?.title).toBe(prev);
    expect(result.next?.title).toBe(next);
  });

  it('has no neighbours for a page outside the sidebar', () => {
    expect(prevNext(sidebar, '/nope')).toEqual({ prev: undefined, next: undefined });
  });
});

describe('buildNav', () => {
  it('lists the sections by nav order, linking to their first page', () => {
    expect(buildNav(routes)).toEqual([
      { title: 'Guide', link: '/guide' },
      { title: 'Components', link: '/components/tm-box' },
    ]);
  });
});

describe('normalizePath', () => {
  it.each([
    ['/', ''],
    ['/guide/', 'guide'],
    ['//guide//', 'guide'],
  ])('%s → %s', (input, output) => expect(normalizePath(input)).toBe(output));
});

describe('buildNav with two levels', () => {
  it('gives a section with several groups a second level of its groups, never a third', () => {
    const nav = buildNav(routes, { twoLevel: true });
    expect(nav[1]).toEqual({
      title: 'Components',
      link: '/components/tm-box',
      children: [
        { title: 'General', link: '/components/tm-box' },
        { title: 'Feedback', link: '/components/tm-dialog' },
        { title: 'Layout', link: '/components/tm-divider' },
      ],
    });
    expect(nav.flatMap((item) => item.children ?? []).every((child) => !child.children)).toBe(true);
  });

  it('leaves a section with one group at one level', () => {
    expect(buildNav(routes, { twoLevel: true })[0]).toEqual({ title: 'Guide', link: '/guide' });
  });
});

describe('limitNavDepth', () => {
  it('drops a third level from a configured navigation', () => {
    const deep = [
      {
        title: 'A',
        link: '/a',
        children: [{ title: 'B', link: '/b', children: [{ title: 'C', link: '/c' }] }],
      },
    ];
    expect(limitNavDepth(deep)).toEqual([
      { title: 'A', link: '/a', children: [{ title: 'B', link: '/b' }] },
    ]);
  });
});

describe('splitNav', () => {
  const items = ['A', 'B', 'C', 'D', 'E'].map((title) => ({ title, link: `/${title}` }));
  it.each([
    [5, ['A', 'B', 'C', 'D', 'E'], []],
    [6, ['A', 'B', 'C', 'D', 'E'], []],
    [4, ['A', 'B', 'C'], ['D', 'E']],
    [1, [], ['A', 'B', 'C', 'D', 'E']],
  ])('at most %i shows %j and puts %j under More', (max, visible, more) => {
    const split = splitNav(items, max);
    expect(split.visible.map((item) => item.title)).toEqual(visible);
    expect(split.more.map((item) => item.title)).toEqual(more);
  });
});

describe('compareTitles', () => {
  it('orders titles alphabetically whatever their case', () => {
    expect(['toast', 'Button', 'iOS styles', 'Icon', 'button'].sort(compareTitles)).toEqual([
      'Button',
      'button',
      'Icon',
      'iOS styles',
      'toast',
    ]);
  });
});

describe('siteNav', () => {
  it('builds the navigation from the pages when the site configures none', () => {
    expect(siteNav({}, routes)).toEqual(buildNav(routes));
    expect(siteNav({ twoLevelNav: true }, routes)).toEqual(buildNav(routes, { twoLevel: true }));
  });

  it('shows a configured navigation as written, cut to two levels', () => {
    const nav = [
      { title: 'Components', link: '/components/tm-button' },
      {
        title: 'Guide',
        link: '/guide',
        children: [
          { title: 'Theme', link: '/guide/theme', children: [{ title: 'X', link: '/x' }] },
        ],
      },
    ];
    expect(siteNav({ nav, twoLevelNav: true }, routes)).toEqual([
      { title: 'Components', link: '/components/tm-button' },
      { title: 'Guide', link: '/guide', children: [{ title: 'Theme', link: '/guide/theme' }] },
    ]);
  });

  it('puts sections with a nav order first, by order, then the others; ties by title', () => {
    const sections = [
      route('zeta', { title: 'Z', nav: { title: 'Zeta', order: 2 } }),
      route('beta', { title: 'B' }),
      route('alpha', { title: 'A', nav: { title: 'alpha', order: 2 } }),
      route('omega', { title: 'O', nav: { title: 'Omega', order: 1 } }),
      route('gamma', { title: 'G', nav: { title: 'Gamma' } }),
      route('', { title: 'Home' }),
    ];
    expect(siteNav({}, sections).map((item) => item.title)).toEqual([
      'Omega',
      'alpha',
      'Zeta',
      'Beta',
      'Gamma',
    ]);
  });
});

describe('navPlaceOf', () => {
  const placeOf = (nav: Parameters<typeof navPlaceOf>[0], path: string) => {
    const found = navPlaceOf(nav, path);
    return found && [found.item.title, found.place];
  };

  it('gives a page the item of its section and the place of that item in the bar', () => {
    const nav = siteNav({}, routes);
    expect(placeOf(nav, 'guide/theme')).toEqual(['Guide', 1]);
    expect(placeOf(nav, '/components/tm-toast/')).toEqual(['Components', 2]);
  });

  it('gives no item to a page no item leads to, such as the home page', () => {
    expect(navPlaceOf(siteNav({}, routes), '')).toBeUndefined();
    expect(navPlaceOf([{ title: 'Guide', link: '/guide' }], 'components/tm-box')).toBeUndefined();
  });

  it('follows a configured order, and a second level that leads into a section', () => {
    const nav = [
      { title: 'GitHub', link: 'https://github.com/tessera-ui/tessera' },
      { title: 'Home', link: '/' },
      {
        title: 'Docs',
        link: '//cdn.example/guide',
        children: [{ title: 'Components', link: '/components/tm-box?tab=api#props' }],
      },
      { title: 'Guide', link: '/guide/theme' },
      { title: 'Also components', link: '/components/tm-flex' },
    ];
    expect(placeOf(nav, '')).toEqual(['Home', 2]);
    expect(placeOf(nav, 'components/tm-button')).toEqual(['Docs', 3]);
    expect(placeOf(nav, 'guide')).toEqual(['Guide', 4]);
  });

  it('agrees with the bar for a navigation built with two levels', () => {
    const nav = siteNav({ twoLevelNav: true }, routes);
    expect(routes.map((r) => navPlaceOf(nav, r.path)?.item.title)).toEqual(
      routes.map((r) => navPlaceOf(siteNav({}, routes), r.path)?.item.title),
    );
    expect(placeOf(nav, 'components/tm-divider')).toEqual(['Components', 2]);
  });
});
