import type { RouteEntry } from '../types';

/** Runs a route's loader: undefined when no route has that id or the route has no loader. */
export type RunLoader = (
  routeId: string,
  request: Request,
) => Promise<{ data: unknown } | undefined>;

/**
 * The server bundle's loader runner over the site's routes: the page module is loaded and its
 * own loader runs with the request, for the loader endpoint and for nothing else.
 * @example export const runLoader = loaderRunner(routes);
 */
export function loaderRunner(routes: readonly RouteEntry[]): RunLoader {
  return async (routeId, request) => {
    const route = routes.find((entry) => entry.meta.id === routeId);
    const page = route && (await route.load());
    return page?.loader ? { data: await page.loader({ request, params: {} }) } : undefined;
  };
}
