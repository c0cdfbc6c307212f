import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { AppData, PageMeta } from '../types';
import { routerBasename } from './basePath';
import { demoDocumentTitle } from '../layouts/demoTitle';
import {
  IslandCollectorContext,
  islandMarkup,
  islandPlaceholder,
  islandPrefix,
} from '../slots/content/LiveDemo';
import { AppRoutes } from './AppRoutes';
import { DocsApp } from './DocsApp';
import type { PageState } from './pageState';
import { resolveView } from './resolveView';
import { RouterStateContext } from './routeView';

// Large Suspense boundaries would otherwise be sent after the shell and put in place by
// inline scripts, which the site's Content-Security-Policy forbids: keep every boundary in
// the document, in order.
const IN_ORDER = { progressiveChunkSize: Number.POSITIVE_INFINITY };

export interface RenderedPage {
  html: string;
  status: number;
  /** The page's metadata, for the document's title and meta tags. */
  meta?: PageMeta;
  /** A standalone demo's part of the document title (a page's is its `meta.title`). */
  title?: string;
  state: PageState;
}

/**
 * Renders one address of the site to HTML, waiting for every lazy page and demo, so the
 * prerendered file shows the whole page before any script runs. A page whose chunk or route
 * loader fails rejects with that error: a build must not write an error screen as a page.
 */
export async function renderPage(data: AppData, url: string): Promise<RenderedPage> {
  const view = await resolveView(data, url);
  if (view.kind === 'error') throw view.error;
  const { pathname, search, hash } = new URL(url);
  const islands = new Map<string, ReactNode>();
  const { prelude } = await prerender(
    <IslandCollectorContext value={(id, island) => islands.set(id, island)}>
      <DocsApp data={data}>
        <StaticRouter basename={routerBasename(data.site)} location={pathname + search + hash}>
          <RouterStateContext value={{ view, pending: null }}>
            <AppRoutes />
          </RouterStateContext>
        </StaticRouter>
      </DocsApp>
    </IslandCollectorContext>,
    IN_ORDER,
  );
  let html = await new Response(prelude).text();
  for (const [id, island] of islands) html = await placeIsland(html, id, island);
  const demo = view.kind === 'demo' ? await data.loadDemo(view.id) : undefined;
  const page = view.kind === 'page' ? view : undefined;
  return {
    html,
    status: view.kind === 'notFound' ? 404 : 200,
    meta: page?.page.meta,
    title: demo && demoDocumentTitle(demo),
    state: {
      notFound: view.kind === 'notFound',
      path: pathname,
      ...(page?.page.loader ? { loaderData: page.loaderData } : {}),
    },
  };
}

/** Renders a demo's island as its own root, as the browser will hydrate it, into its place. */
async function placeIsland(html: string, id: string, island: ReactNode): Promise<string> {
  const placeholder = islandPlaceholder(id);
  if (!html.includes(placeholder))
    throw new Error(`The demo "${id}" rendered no placeholder for its live part.`);
  const { prelude } = await prerender(island, { ...IN_ORDER, identifierPrefix: islandPrefix(id) });
  const markup = islandMarkup(await new Response(prelude).text());
  return html.replace(placeholder, () => markup);
}
