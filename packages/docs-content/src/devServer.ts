import { buildSearchData } from '@tessera/docs-search/build';
import { LOADER_ENDPOINT } from '@tessera/docs-theme/runtime/loader-client';
import type { RunLoader } from '@tessera/docs-theme/runtime/run-loader';
import type { ViteDevServer } from 'vite';
import type { ApiTables } from './api/tables';
import type { ResolvedDocsConfig } from './config';
import { documentHtml } from './html';
import { searchRecords } from './searchRecords';
import { answerServerLoader } from './serverLoader';
import type { SiteContent } from './site';
import { VIRTUAL } from './virtualModules';

/** Where the dev server serves the current search data. */
export const DEV_SEARCH_DATA = '/__tessera/search-data.json';

/**
 * The dev server's search data, made from the pages as they are now, and its route-loader
 * endpoint, which runs a page's loader in the server bundle. Installed before Vite strips the
 * base path from the address.
 */
export function serveSearchAndLoaders(
  server: ViteDevServer,
  config: ResolvedDocsConfig,
  site: SiteContent,
  api: ApiTables,
) {
  server.middlewares.use(`${config.base}${DEV_SEARCH_DATA.slice(1)}`, (_req, res) => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(buildSearchData(searchRecords(site, api)).content);
  });
  server.middlewares.use(`${config.base}${LOADER_ENDPOINT}`, (req, res, next) => {
    const run: RunLoader = async (routeId, request) => {
      const entry = (await server.ssrLoadModule(VIRTUAL.entryServer)) as {
        runLoader: RunLoader;
      };
      return entry.runLoader(routeId, request);
    };
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    answerServerLoader(url.searchParams, url.origin, req.headers, run).then((answer) => {
      res.statusCode = answer.status;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(answer.body);
    }, next);
  });
}

/**
 * The HTML document of every page address in dev: the app renders afresh in the browser.
 * Installed after Vite's own middlewares, so modules and files are served first.
 */
export function serveDocument(server: ViteDevServer, config: ResolvedDocsConfig) {
  server.middlewares.use(async (req, res, next) => {
    if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
    try {
      const html = await server.transformIndexHtml(
        req.url ?? '/',
        documentHtml({
          title: config.title,
          lang: config.lang,
          // Root-absolute: transformIndexHtml puts the base path in front.
          icon: config.logo,
          devEntry: `/@id/__x00__${VIRTUAL.entryClient}`,
        }),
      );
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(html);
    } catch (error) {
      next(error);
    }
  });
}
