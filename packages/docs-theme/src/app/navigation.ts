// Imports types only: the docs build (Node) runs this module too, through the
// `@tessera/docs-theme/internal` entry, so the build and the theme share one navigation.
import type { NavItem, RouteEntry, SiteData } from '../types';

/** What the navigation reads of a route: its path and metadata, never its module. */
type NavRoute = Pick<RouteEntry, 'path' | 'meta'>;

export interface SidebarItem {
  title: string;
  link: string;
  tag?: string;
}

export interface SidebarGroup {
  title?: string;
  items: SidebarItem[];
}

const firstSegment = (path: string) => path.split('/')[0] ?? '';

/** '/components/tm-button/' and 'components/tm-button' are the same route. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, '');
}

const toLink = (path: string) => `/${path}`;

/**
 * Titles in alphabetical order, ignoring case. Not `localeCompare`: its first call loads a
 * collator, which took longer than the rest of hydrating the page on a phone, and the server
 * and the browser must sort alike for hydration to match.
 */
export function compareTitles(a: string, b: string): number {
  const [lowerA, lowerB] = [a.toLowerCase(), b.toLowerCase()];
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const byOrderThenTitle = (a: NavRoute, b: NavRoute) =>
  (a.meta.order ?? 0) - (b.meta.order ?? 0) || compareTitles(a.meta.title, b.meta.title);

/**
 * The sidebar of the section a path belongs to (its first segment): pages grouped by group
 * title, groups by group order (ungrouped pages first), pages by order, then title.
 */
export function buildSidebar(routes: readonly NavRoute[], pathname: string): SidebarGroup[] {
  const section = firstSegment(normalizePath(pathname));
  if (!section) return [];
  const groups = new Map<string, { title?: string; order: number; pages: NavRoute[] }>();
  for (const route of routes) {
    if (firstSegment(route.path) !== section) continue;
    const title = route.meta.group?.title;
    const key = title ?? '';
    const group = groups.get(key) ?? {
      title,
      order: title ? (route.meta.group?.order ?? 0) : -Infinity,
      pages: [],
    };
    if (title && route.meta.group?.order !== undefined)
      group.order = Math.min(group.order, route.meta.group.order);
    group.pages.push(route);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.order - b.order || compareTitles(a.title ?? '', b.title ?? ''))
    .map((group) => ({
      title: group.title,
      items: group.pages.sort(byOrderThenTitle).map((route) => ({
        title: route.meta.title,
        link: toLink(route.path),
        tag: route.meta.tag,
      })),
    }));
}

/** PREV and NEXT: the neighbours of a path in sidebar order. */
export function prevNext(sidebar: readonly SidebarGroup[], pathname: string) {
  const items = sidebar.flatMap((group) => group.items);
  const index = items.findIndex((item) => item.link === toLink(normalizePath(pathname)));
  if (index === -1) return { prev: undefined, next: undefined };
  return { prev: items[index - 1], next: items[index + 1] };
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

interface NavOptions {
  /** Give each section a second level: its sidebar groups, when it has more than one. */
  twoLevel?: boolean;
}

/**
 * The top navigation from the first path segments: one item per section, titled by the
 * section's `nav.title` (or its name), ordered by `nav.order`, linking to its first page.
 * With `twoLevel`, a section's groups form a second level; there is never a third.
 */
export function buildNav(routes: readonly NavRoute[], options: NavOptions = {}): NavItem[] {
  const sections = new Map<string, { title: string; order: number; routes: NavRoute[] }>();
  for (const route of routes) {
    const segment = firstSegment(route.path);
    if (!segment) continue;
    const section = sections.get(segment) ?? {
      title: capitalize(segment),
      order: Infinity,
      routes: [],
    };
    if (route.meta.nav) {
      section.title = route.meta.nav.title;
      section.order = Math.min(section.order, route.meta.nav.order ?? Infinity);
    }
    section.routes.push(route);
    sections.set(segment, section);
  }
  return [...sections.entries()]
    .sort(([, a], [, b]) => a.order - b.order || compareTitles(a.title, b.title))
    .map(([segment, section]) => {
      const groups = buildSidebar(section.routes, segment);
      const item: NavItem = {
        title: section.title,
        link: groups[0]?.items[0]?.link ?? toLink(segment),
      };
      const titled = groups.filter((group) => group.title && group.items[0]);
      if (options.twoLevel && titled.length > 1)
        item.children = titled.map((group) => ({
          title: group.title!,
          link: group.items[0]!.link,
        }));
      return item;
    });
}

/** A configured navigation cut to the two levels the theme renders. */
export function limitNavDepth(items: readonly NavItem[]): NavItem[] {
  return items.map(({ children, ...item }) =>
    children?.length
      ? { ...item, children: children.map(({ title, link }) => ({ title, link })) }
      : item,
  );
}

/**
 * The site's top navigation, wherever it is shown or followed (the bar, the order of search
 * results): the configured `nav` cut to two levels, or else the one built from the pages.
 */
export function siteNav(
  site: Pick<SiteData, 'nav' | 'twoLevelNav'>,
  routes: readonly NavRoute[],
): NavItem[] {
  return site.nav ? limitNavDepth(site.nav) : buildNav(routes, { twoLevel: site.twoLevelNav });
}

/** The section (first path segment) a link of the site opens; none for a link elsewhere. */
function sectionOfLink(link: string): string | undefined {
  if (!link.startsWith('/') || link.startsWith('//')) return undefined;
  return firstSegment(normalizePath(link.replace(/[?#].*$/s, '')));
}

/** A top navigation item, and its place in the bar: 1 for the first. */
interface NavPlace {
  item: NavItem;
  place: number;
}

/**
 * The top navigation item a path belongs to: the first that opens the path's section (its first
 * segment), by its own link or one of its second level. None when no item leads there, as for
 * the home page of a navigation built from the pages.
 */
export function navPlaceOf(nav: readonly NavItem[], path: string): NavPlace | undefined {
  const section = firstSegment(normalizePath(path));
  const index = nav.findIndex((item) =>
    [item, ...(item.children ?? [])].some((entry) => sectionOfLink(entry.link) === section),
  );
  return index === -1 ? undefined : { item: nav[index]!, place: index + 1 };
}

/**
 * The top navigation item the bar marks on a path: the one that opens the path itself (by its
 * own link or one of its second level), else the one that opens the path's section.
 */
export function currentNavItem(nav: readonly NavItem[], path: string): NavItem | undefined {
  const link = toLink(normalizePath(path));
  return (
    nav.find((item) => [item, ...(item.children ?? [])].some((entry) => entry.link === link)) ??
    navPlaceOf(nav, path)?.item
  );
}

/**
 * Splits the navigation into the items shown in the bar and those collapsed into 'More':
 * when more than `max` items exist, the last ones go under 'More' so the bar never wraps.
 */
export function splitNav(items: readonly NavItem[], max: number) {
  if (items.length <= max) return { visible: [...items], more: [] as NavItem[] };
  const shown = Math.max(max - 1, 0);
  return { visible: items.slice(0, shown), more: items.slice(shown) };
}
