import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { AppData, RouteEntry } from '../types';
import { routerBasename } from './basePath';
import { loadChunk } from './chunkLoad';
import type { RouteView } from './routeView';
import { loadStylesheets } from './stylesheets';

/** What an address names, before anything is loaded. */
export type RouteMatch =
  { kind: 'page'; route: RouteEntry } | { kind: 'demo'; id: string } | { kind: 'notFound' };

const DEMO_PATH = '~demos/:id';

interface MatchTable {
  routes: RouteObject[];
  pages: Map<string, RouteEntry>;
}

const tables = new WeakMap<AppData, MatchTable>();

// Matched the router's way (any letter case, extra slashes, encoded letters) so an address
// shows the page its links lead to.
function matchTable(data: AppData): MatchTable {
  let table = tables.get(data);
  if (!table) {
    const pages = new Map(data.routes.map((route) => [route.meta.id, route]));
    const routes: RouteObject[] = [
      { id: 'demo', path: DEMO_PATH },
      ...data.routes.map((route) => ({ id: route.meta.id, path: `/${route.path}` })),
    ];
    table = { routes, pages };
    tables.set(data, table);
  }
  return table;
}

/** The page, standalone demo or nothing an address names. */
export function matchAddress(data: AppData, pathname: string): RouteMatch {
  const { routes, pages } = matchTable(data);
  const leaf = matchRoutes(routes, pathname, routerBasename(data.site))?.at(-1);
  if (leaf?.route.id === 'demo') return { kind: 'demo', id: leaf.params.id ?? '' };
  const route = leaf && pages.get(leaf.route.id ?? '');
  return route ? { kind: 'page', route } : { kind: 'notFound' };
}

export interface ResolveOptions {
  /** The loader's data the server already rendered the page with, so it is not asked again. */
  loaderData?: unknown;
  signal?: AbortSignal;
}

/**
 * Loads what an address shows: a page's chunk, the stylesheets of its demos (so a page
 * reached by a link never shows unstyled) and its route loader's data. Never rejects: a
 * failure is a view of the error, shown in the page's place.
 */
export async function resolveView(
  data: AppData,
  href: string,
  options: ResolveOptions = {},
): Promise<RouteView> {
  const url = new URL(href, 'http://localhost');
  const match = matchAddress(data, url.pathname);
  if (match.kind !== 'page') return match;
  const { route } = match;
  try {
    const page = await loadChunk(route.load, route.meta.id);
    await loadStylesheets(page.stylesheets);
    let loaderData = options.loaderData;
    if (page.loader && !Object.hasOwn(options, 'loaderData')) {
      const request = new Request(url, { signal: options.signal ?? null });
      loaderData = await page.loader({ request, params: {} });
    }
    return { kind: 'page', route, page, ...(page.loader ? { loaderData } : {}) };
  } catch (error) {
    return { kind: 'error', error };
  }
}
