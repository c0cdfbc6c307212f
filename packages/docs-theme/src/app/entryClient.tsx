import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import '../styles/code.css';
import '../styles/global.css';
import type { AppData } from '../types';
import { basePath, routerBasename } from './basePath';
import { createRoutes } from './createRoutes';
import { DocsApp, PAGE_STATE_ID, type PageState } from './DocsApp';
import { reportHydrationError } from './hydrationErrors';
import { normalizeStartupPath } from './startupPath';

function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}

/** Loads the lazy routes the first screen needs, so hydration finds the page it prerendered. */
async function resolveLazyMatches(routes: RouteObject[], basename: string | undefined) {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches
      .filter((match) => typeof match.route.lazy === 'function')
      .map(async ({ route }) => {
        const resolved = await (route.lazy as () => Promise<Partial<RouteObject>>)();
        Object.assign(route, { ...resolved, lazy: undefined });
      }),
  );
}

/**
 * Starts the docs app in the browser: hydrates a prerendered page, or renders from scratch
 * in dev, on the not-found document (which answers for any unknown address, so its markup
 * cannot match every route it is served for), and when the host served a page for another
 * spelling of the address (`/components//tm-button`, `/components/%74m-button`).
 */
export async function startClient(data: AppData) {
  window.__TESSERA_DOCS__ = { version: data.site.version };
  const basename = routerBasename(data.site);
  const cleanPath = normalizeStartupPath(window.location.pathname, basePath(data.site));
  if (cleanPath)
    window.history.replaceState(
      window.history.state,
      '',
      cleanPath + window.location.search + window.location.hash,
    );

  // An address outside the base path names no page of this site: the host served the
  // prerendered not-found page, whose links already lead into the site. The router would
  // render nothing there, so the page stays as it is.
  if (!`${window.location.pathname}/`.startsWith(basePath(data.site))) {
    window.__TESSERA_HYDRATION_ERRORS__ = [];
    return;
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render the docs app into.');
  const routes = createRoutes(data);
  const state = readPageState();

  // A page chunk that fails here (a redeploy removed it) is rendered afresh below, so the
  // router shows its error screen instead of leaving a page that never hydrates.
  const canHydrate =
    !!state &&
    !state.notFound &&
    state.path === window.location.pathname &&
    container.hasChildNodes() &&
    (await resolveLazyMatches(routes, basename).then(
      () => true,
      () => false,
    ));
  window.__TESSERA_HYDRATION_ERRORS__ = [];
  if (state && canHydrate) {
    const router = createBrowserRouter(routes, { basename, hydrationData: state.hydration });
    hydrateRoot(
      container,
      <DocsApp data={data}>
        <RouterProvider router={router} />
      </DocsApp>,
      { onRecoverableError: reportHydrationError },
    );
  } else {
    const router = createBrowserRouter(routes, { basename });
    createRoot(container).render(
      <DocsApp data={data}>
        <RouterProvider router={router} />
      </DocsApp>,
    );
  }
}
