import { describe, expect, it } from 'vitest';
import { demoPlaces } from './demoPlaces';
import type { ParsedPage } from './parse';

const page = (file: string, routePath: string, title: string, demos: string[]) =>
  ({
    file,
    routePath,
    meta: { title },
    demos: demos.map((id) => ({ id })),
  }) as unknown as ParsedPage;

const site = (pages: ParsedPage[], tabs: ParsedPage[]) => ({
  pages: new Map(pages.map((p) => [p.file, p])),
  tabs: new Map(tabs.map((p) => [p.file, p])),
  tabFile: (file: string) => {
    const match = /^(.*)\.\$tab-([^.]+)\.md$/.exec(file);
    return match ? { page: `${match[1]}.md`, key: match[2]! } : undefined;
  },
});

describe('demoPlaces', () => {
  it('places each demo on its page, and a tab’s demo on its page with the tab selected', () => {
    const places = demoPlaces(
      site(
        [
          page('/d/Button.md', 'components/tm-button', 'Button', ['button-demo-basic']),
          page('/d/index.md', '', 'Home', ['index-demo-hero']),
          page('/d/log.md', 'guide/log', 'Changelog', []),
        ],
        [page('/d/log.$tab-releasing.md', 'guide/log', 'Releasing', ['log-demo-bump'])],
      ),
    );
    expect(Object.fromEntries(places)).toEqual({
      'button-demo-basic': { path: '/components/tm-button', title: 'Button' },
      'index-demo-hero': { path: '/', title: 'Home' },
      'log-demo-bump': { path: '/guide/log?tab=releasing', title: 'Changelog' },
    });
  });

  it('leaves out the demos of a tab whose page is missing', () => {
    const places = demoPlaces(site([], [page('/d/x.$tab-a.md', 'x', 'A', ['x-demo-a'])]));
    expect(places.size).toBe(0);
  });
});
