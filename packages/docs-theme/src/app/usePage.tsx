import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavItem, PageModule } from '../types';
import { useAppData } from './AppDataContext';
import { useRouterState } from './routeView';
import {
  buildSidebar,
  currentNavItem,
  prevNext,
  siteNav,
  type SidebarGroup,
  type SidebarItem,
} from './navigation';

/** What every slot knows about the current route. */
export interface PageContext {
  site: ReturnType<typeof useAppData>['site'];
  page: PageModule | undefined;
  notFound: boolean;
  nav: NavItem[];
  /** The top navigation item of the current page's section, which the bar marks. */
  navItem: NavItem | undefined;
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
  const { view } = useRouterState();
  const page = view?.kind === 'page' ? view.page : undefined;
  const notFound = view?.kind === 'notFound';

  const nav = useMemo(() => siteNav(site, routes), [routes, site]);
  const sidebar = useMemo(
    () => (page ? buildSidebar(routes, pathname) : []),
    [routes, pathname, page],
  );
  const value = useMemo(
    () => ({
      site,
      page,
      notFound,
      nav,
      navItem: currentNavItem(nav, pathname),
      sidebar,
      ...prevNext(sidebar, pathname),
      pathname,
    }),
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
