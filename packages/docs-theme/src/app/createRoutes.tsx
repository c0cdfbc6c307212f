import type { RouteObject } from 'react-router-dom';
import { DocLayout } from '../layouts/DocLayout';
import { GlobalLayout } from '../layouts/GlobalLayout';
import { PageRoute } from '../layouts/PageRoute';
import { ErrorRoute, NotFoundRoute } from '../layouts/SlotRoutes';
import { Loading } from '../slots/loading/Loading';
import { DemoRoute } from '../layouts/DemoRoute';
import type { AppData } from '../types';
import { loadChunk } from './chunkLoad';
import { loadStylesheets } from './stylesheets';
import type { PageHandle } from './usePage';

export const NOT_FOUND_ROUTE_ID = 'not-found';
/** The route of a demo opened alone, `~demos/{id}`. */
export const DEMO_ROUTE_ID = 'demo';

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
      // A page reached by a link shows once its demos' CSS applies (the first page's
      // document already holds it).
      await loadStylesheets(page.stylesheets);
      const handle: PageHandle = { page };
      return { Component: PageRoute, handle, ...(page.loader ? { loader: page.loader } : {}) };
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
        { id: DEMO_ROUTE_ID, path: '~demos/:id', Component: DemoRoute, ErrorBoundary: ErrorRoute },
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
