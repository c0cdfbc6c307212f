import { useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { PageModule } from '../types';
import { useAppData } from './AppDataContext';
import { buildNav, buildSidebar, limitNavDepth, prevNext } from './navigation';

export interface PageHandle {
  page?: PageModule;
  notFound?: boolean;
}

/**
 * The page context: computed once per route from the page list and the current page module,
 * read by every slot (navbar, sidebar, table of contents, footer).
 */
export function usePage() {
  const { routes, site } = useAppData();
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  const page = handle?.page;

  const nav = useMemo(
    () => (site.nav ? limitNavDepth(site.nav) : buildNav(routes, { twoLevel: site.twoLevelNav })),
    [routes, site.nav, site.twoLevelNav],
  );
  const sidebar = useMemo(
    () => (page ? buildSidebar(routes, pathname) : []),
    [routes, pathname, page],
  );
  const { prev, next } = useMemo(() => prevNext(sidebar, pathname), [sidebar, pathname]);

  return { site, page, notFound: handle?.notFound ?? false, nav, sidebar, prev, next, pathname };
}

export type PageContext = ReturnType<typeof usePage>;
