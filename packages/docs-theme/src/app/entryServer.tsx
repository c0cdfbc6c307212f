import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { AppData, PageMeta } from '../types';
import { routerBasename } from './basePath';
import { createRoutes, DEMO_ROUTE_ID, NOT_FOUND_ROUTE_ID } from './createRoutes';
import { demoDocumentTitle } from '../layouts/demoTitle';
import {
  IslandCollectorContext,
  islandMarkup,
  islandPlaceholder,
  islandPrefix,
} from '../slots/content/LiveDemo';
import { DocsApp, type PageState } from './DocsApp';
import type { PageHandle } from './usePage';

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
 * prerendered file shows the whole page before any script runs.
 */
export async function renderPage(data: AppData, url: string): Promise<RenderedPage> {
  const handler = createStaticHandler(createRoutes(data), { basename: routerBasename(data.site) });
  const context = await handler.query(new Request(url));
  if (context instanceof Response)
    throw new Error(`${url} answered a redirect; prerendered pages cannot redirect.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const islands = new Map<string, ReactNode>();
  const { prelude } = await prerender(
    <IslandCollectorContext value={(id, island) => islands.set(id, island)}>
      <DocsApp data={data}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </DocsApp>
    </IslandCollectorContext>,
    IN_ORDER,
  );
  let html = await new Response(prelude).text();
  for (const [id, island] of islands) html = await placeIsland(html, id, island);
  const leaf = context.matches.at(-1);
  const notFound = leaf?.route.id === NOT_FOUND_ROUTE_ID;
  const handle = leaf?.route.handle as PageHandle | undefined;
  const demo =
    leaf?.route.id === DEMO_ROUTE_ID
      ? (await data.loadDemos()).demos.get(leaf.params.id ?? '')
      : undefined;
  return {
    html,
    status: notFound ? 404 : context.statusCode,
    meta: handle?.page?.meta,
    title: demo && demoDocumentTitle(demo),
    state: {
      notFound,
      path: new URL(url).pathname,
      hydration: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
      },
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
