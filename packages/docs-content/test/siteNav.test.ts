import { navPlaceOf, siteNav } from '@tessera/docs-theme/internal';
import type { NavItem } from '@tessera/docs-theme/types';
import { describe, expect, it } from 'vitest';
import { ApiTables } from '../src/api/tables';
import { resolveConfig, type DocsConfig } from '../src/config';
import { llmsTxt } from '../src/markdownCopy';
import { searchRecords } from '../src/searchRecords';
import { SiteContent } from '../src/site';
import { siteData } from '../src/virtualModules';
import { writeSite } from './fixtureSite';

const page = (title: string, frontmatter = '') =>
  `---\ntitle: ${title}\n${frontmatter}---\n\n# ${title}\n\nAbout ${title}.\n`;

/** Sections: Guide and Components give a nav order, Hooks and API none (so they sort by title). */
const files = {
  'docs/index.md': page('Home'),
  'docs/guide/index.md': page('Quick start', 'nav:\n  title: Guide\n  order: 2\n'),
  'docs/guide/theme.md': page('Theme', 'group:\n  title: Styling\n'),
  'docs/guide/style.md': page('Style system', 'group:\n  title: Basics\n'),
  'docs/components/Button.md': page('Button', 'nav:\n  title: Components\n  order: 1\n'),
  'docs/hooks/use-toast.md': page('useToast'),
  'docs/api/index.md': page('Reference'),
};

/** Reads the fixture site under a config, as the build does before writing the search data. */
function load(name: string, config: Omit<DocsConfig, 'title'> = {}) {
  const site = new SiteContent(resolveConfig({ title: 'Test', ...config }, writeSite(name, files)));
  site.loadAll();
  return site;
}

/** Each page's result group and its order, as the search data records them. */
const groups = (site: SiteContent) =>
  Object.fromEntries(
    searchRecords(site, new ApiTables(undefined)).map((record) => [
      record.link,
      [record.navTitle, record.navOrder],
    ]),
  );

/**
 * The top navigation the browser shows: the theme's own call, on the site data and page list
 * the build hands to the browser (serialised, as they travel).
 */
function themeNav(site: SiteContent): NavItem[] {
  const routes = site
    .sortedPages()
    .map((page) => ({ path: page.routePath, meta: site.routeMeta(page) }));
  return siteNav(
    JSON.parse(JSON.stringify(siteData(site.config))),
    JSON.parse(JSON.stringify(routes)),
  );
}

/** Search groups come in the order of the items in the bar, and carry their titles. */
function expectSearchFollowsTheNav(site: SiteContent) {
  const nav = themeNav(site);
  for (const record of searchRecords(site, new ApiTables(undefined))) {
    const place = navPlaceOf(nav, record.link);
    expect(record.navTitle).toBe(place?.item.title);
    expect(record.navOrder).toBe(place ? place.place : nav.length + 1);
  }
}

describe('search groups follow the top navigation', () => {
  it('built from the pages: ordered sections first, then the others by title; home last', () => {
    const site = load('search-nav-derived');
    expect(themeNav(site).map((item) => item.title)).toEqual([
      'Components',
      'Guide',
      'Api',
      'Hooks',
    ]);
    expect(groups(site)).toEqual({
      '/components/button': ['Components', 1],
      '/guide': ['Guide', 2],
      '/guide/style': ['Guide', 2],
      '/guide/theme': ['Guide', 2],
      '/api': ['Api', 3],
      '/hooks/use-toast': ['Hooks', 4],
      '/': [undefined, 5],
    });
    expectSearchFollowsTheNav(site);
  });

  it('with two levels: the same order as the bar, whose second level changes no place', () => {
    const site = load('search-nav-two-levels', { twoLevelNav: true });
    expect(themeNav(site)[1]?.children?.map((child) => child.title)).toEqual(['Basics', 'Styling']);
    expect(groups(site)).toEqual(groups(load('search-nav-one-level')));
    expectSearchFollowsTheNav(site);
  });

  it('configured: the order and titles of the configured items, whatever the pages say', () => {
    const nav = [
      { title: 'Start here', link: '/guide' },
      { title: 'GitHub', link: 'https://github.com/tessera-ui/tessera' },
      {
        title: 'Library',
        link: '/components/button',
        children: [{ title: 'Hooks', link: '/hooks/use-toast' }],
      },
    ];
    const site = load('search-nav-configured', { nav });
    expect(groups(site)).toEqual({
      '/guide': ['Start here', 1],
      '/guide/style': ['Start here', 1],
      '/guide/theme': ['Start here', 1],
      '/components/button': ['Library', 3],
      '/hooks/use-toast': ['Library', 3],
      // No configured item leads to these: they share the untitled group, after every item.
      '/api': [undefined, 4],
      '/': [undefined, 4],
    });
    expectSearchFollowsTheNav(site);
  });
});

describe('llms.txt groups pages under the items of the top navigation', () => {
  it('titled as the bar shows them, configured or built from the pages', () => {
    const headings = (site: SiteContent) =>
      llmsTxt(site)
        .split('\n')
        .filter((line) => line.startsWith('## '));
    expect(headings(load('llms-nav-derived'))).toEqual([
      '## Home',
      '## Api',
      '## Components',
      '## Guide',
      '## Hooks',
    ]);
    const nav = [
      { title: 'Start here', link: '/guide' },
      { title: 'Library', link: '/components/button' },
    ];
    expect(headings(load('llms-nav-configured', { nav }))).toEqual([
      '## Home',
      '## Api',
      '## Library',
      '## Start here',
      '## Hooks',
    ]);
  });
});
