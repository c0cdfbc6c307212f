import type { RouteObject } from 'react-router';
import { DocLayout } from '../layouts/DocLayout';
import { GlobalLayout } from '../layouts/GlobalLayout';
import { PageRoute } from '../layouts/PageRoute';
import { ErrorRoute, NotFoundRoute } from '../layouts/SlotRoutes';
import { Loading } from '../slots/loading/Loading';
import { DemoRoute } from '../layouts/DemoRoute';
import type { AppData } from '../types';
import { loadChunk } from './chunkLoad';
import type { PageHandle } from './usePage';

export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The browser side of a page's route loader: its data comes from the server's loader endpoint
 * (`tessera-docs serve`, the dev server). Any answer but JSON with status 200 is an error the
 * route's error screen shows inside the docs layout.
 */
function fetchServerLoader(routeId: string) {
  return async ({ request }: { request: Request }) => {
    const href = new URL(request.url);
    const query = new URLSearchParams({ route: routeId, url: href.pathname + href.search });
    let response: Response;
    try {
      // The app mounts at the base path `/`, where the endpoint lives.
      response = await fetch(`/__serverLoader?${query}`, {
        credentials: 'include',
        signal: request.signal,
      });
    } catch {
      throw new Error('The data of this page could not be loaded: the server did not answer.');
    }
    if (!response.ok)
      throw new Error(`The data of this page could not be loaded (HTTP ${response.status}).`);
    if (!response.headers.get('content-type')?.includes('application/json'))
      throw new Error(
        'The data of this page could not be loaded: the server answered with a page, not data.',
      );
    return response.json() as Promise<unknown>;
  };
}

/**
 * The route tree: every route under the global layout; pages and the not-found page under
 * the docs layout; standalone demos directly under the global layout. Pages load lazily.
 */
export function createRoutes(data: AppData): RouteObject[] {
  const pages: RouteObject[] = data.routes.map((route) => ({
    id: route.meta.id,
    ...(route.path === '' ? { index: true } : { path: route.path }),
    lazy: async () => {
      const page = await loadChunk(route.load, route.meta.id);
      const handle: PageHandle = { page };
      const loader =
        page.loader ?? (page.hasServerLoader ? fetchServerLoader(route.meta.id) : undefined);
      return { Component: PageRoute, handle, ...(loader ? { loader } : {}) };
    },
  }));
  const notFound: PageHandle = { notFound: true };
  return [
    {
      id: 'root',
      Component: GlobalLayout,
      // Rendering afresh (dev, the not-found document, a chunk that failed at startup) waits
      // for the lazy page; the skeleton stands in meanwhile.
      HydrateFallback: Loading,
      children: [
        { id: 'demo', path: '~demos/:id', Component: DemoRoute, ErrorBoundary: ErrorRoute },
        {
          id: 'docs',
          Component: DocLayout,
          children: [
            { id: 'pages', ErrorBoundary: ErrorRoute, children: pages },
            { id: NOT_FOUND_ROUTE_ID, path: '*', Component: NotFoundRoute, handle: notFound },
          ],
        },
      ],
    },
  ];
}
