import type { DemoPlace } from '@tessera/docs-theme/types';
import type { ParsedPage } from './parse';

interface PagesWithTabs {
  pages: ReadonlyMap<string, ParsedPage>;
  tabs: ReadonlyMap<string, ParsedPage>;
  tabFile(file: string): { page: string; key: string } | undefined;
}

/**
 * Where each demo is shown: the route of its page (with `?tab=` for a demo of a tab) and the
 * page's title, so a demo opened alone can link back to its place.
 */
export function demoPlaces(site: PagesWithTabs): Map<string, DemoPlace> {
  const places = new Map<string, DemoPlace>();
  for (const page of site.pages.values())
    for (const demo of page.demos)
      places.set(demo.id, { path: `/${page.routePath}`, title: page.meta.title });
  for (const tab of site.tabs.values()) {
    const owner = site.tabFile(tab.file);
    const page = owner && site.pages.get(owner.page);
    if (!owner || !page) continue;
    const query = `?tab=${encodeURIComponent(owner.key)}`;
    for (const demo of tab.demos)
      places.set(demo.id, { path: `/${page.routePath}${query}`, title: page.meta.title });
  }
  return places;
}
