import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { AppData, PageMeta } from '../types';
import { routerBasename } from './basePath';
import { createRoutes, NOT_FOUND_ROUTE_ID } from './createRoutes';
import { IslandRendererContext } from '../slots/content/LiveDemo';
import { DocsApp, type PageState } from './DocsApp';
import type { PageHandle } from './usePage';

/** A demo's markup as the browser will hydrate it: in a React root of its own. */
const renderIsland = (node: ReactNode, identifierPrefix: string) =>
  renderToString(node, { identifierPrefix });

export interface RenderedPage {
  html: string;
  status: number;
  /** The page's metadata, for the document's title and meta tags. */
  meta?: PageMeta;
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
  const { prelude } = await prerender(
    <IslandRendererContext value={renderIsland}>
      <DocsApp data={data}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </DocsApp>
    </IslandRendererContext>,
    // Large Suspense boundaries would otherwise be sent after the shell and put in place by
    // inline scripts, which the site's Content-Security-Policy forbids: keep every boundary
    // in the document, in order.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const leaf = context.matches.at(-1);
  const notFound = leaf?.route.id === NOT_FOUND_ROUTE_ID;
  const handle = leaf?.route.handle as PageHandle | undefined;
  return {
    html,
    status: notFound ? 404 : context.statusCode,
    meta: handle?.page?.meta,
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
