import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import type { NavItem, PageModule } from '../types';
import { useAppData } from './AppDataContext';
import { buildSidebar, prevNext, siteNav, type SidebarGroup, type SidebarItem } from './navigation';

export interface PageHandle {
  page?: PageModule;
  notFound?: boolean;
}

/** What every slot knows about the current route. */
export interface PageContext {
  site: ReturnType<typeof useAppData>['site'];
  page: PageModule | undefined;
  notFound: boolean;
  nav: NavItem[];
  sidebar: SidebarGroup[];
  prev: SidebarItem | undefined;
  next: SidebarItem | undefined;
  pathname: string;
}

const PageContextValue = createContext<PageContext | null>(null);

/**
 * Computes the page context once per route, from the page list and the current page module,
 * for every slot below it (navbar, sidebar, table of contents, footer).
 */
export function PageProvider({ children }: { children: ReactNode }) {
  const { routes, site } = useAppData();
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  const page = handle?.page;
  const notFound = handle?.notFound ?? false;

  const nav = useMemo(() => siteNav(site, routes), [routes, site]);
  const sidebar = useMemo(
    () => (page ? buildSidebar(routes, pathname) : []),
    [routes, pathname, page],
  );
  const value = useMemo(
    () => ({ site, page, notFound, nav, sidebar, ...prevNext(sidebar, pathname), pathname }),
    [site, page, notFound, nav, sidebar, pathname],
  );
  return <PageContextValue.Provider value={value}>{children}</PageContextValue.Provider>;
}

/** The page context: the site, the current page, its navigation, sidebar and neighbours. */
export function usePage(): PageContext {
  const context = useContext(PageContextValue);
  if (!context) throw new Error('usePage must be used inside the docs app.');
  return context;
}
