import { buildSearchData } from '@tessera/docs-search/build';
import { LOADER_ENDPOINT } from '@tessera/docs-theme/runtime/loader-client';
import type { RunLoader } from '@tessera/docs-theme/runtime/run-loader';
import type { ViteDevServer } from 'vite';
import type { ApiTables } from './api/tables';
import type { ResolvedDocsConfig } from './config';
import { reloadPagesWithApi, watchContent } from './devWatch';
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

export interface DevContent {
  config: ResolvedDocsConfig;
  site: SiteContent;
  api: ApiTables;
  /** Loads the whole site once, logging its warnings; throws its content errors. */
  ensureLoaded: (log: (message: string) => void) => void;
  isLoaded: () => boolean;
  usesApi: () => boolean;
  /** Sets what runs when the API tables change. */
  setApiUpdate: (update: () => void) => void;
}

/**
 * The content side of the dev server: the site loaded (a content error at start shows in the
 * error overlay instead of stopping the server), watched, its search data and loaders served.
 * Returns what installs the middleware serving the document, to run after Vite's own.
 */
export function configureDevServer(
  server: ViteDevServer,
  { config, site, api, ensureLoaded, isLoaded, usesApi, setApiUpdate }: DevContent,
) {
  // A content error at start must not stop the dev server: it shows in the error overlay
  // (now and to every browser that connects) until an edit fixes it.
  let startupError: Error | undefined;
  const loadOrReport = () => {
    try {
      ensureLoaded((message) => server.config.logger.warn(message));
      startupError = undefined;
    } catch (error) {
      startupError = error as Error;
      server.config.logger.error(startupError.message);
      server.ws.send({ type: 'error', err: { message: startupError.message, stack: '' } });
    }
  };
  loadOrReport();
  server.ws.on('connection', () => {
    if (startupError)
      server.ws.send({ type: 'error', err: { message: startupError.message, stack: '' } });
  });
  watchContent(server, site, api, () => {
    if (isLoaded()) return false;
    loadOrReport();
    if (startupError) return true;
    for (const module of server.moduleGraph.idToModuleMap.values())
      if (module.id?.startsWith('\0virtual:docs/')) server.moduleGraph.invalidateModule(module);
    server.ws.send({ type: 'full-reload' });
    return true;
  });
  server.httpServer?.once('close', () => api.close());
  setApiUpdate(() => reloadPagesWithApi(server, site));
  if (api.enabled && usesApi()) api.lookup('');
  serveSearchAndLoaders(server, config, site, api);
  return () => serveDocument(server, config);
}
