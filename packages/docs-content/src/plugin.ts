import { buildSearchData, type SearchDataFile } from '@tessera/docs-search/build';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption } from 'vite';
import { apiLinkErrors } from './api/checkLinks';
import { DEV_SEARCH_DATA, serveDocument, serveSearchAndLoaders } from './devServer';
import { reloadPagesWithApi, watchContent } from './devWatch';
import { buildEnvironments } from './environments';
import { ApiTables, resolveEntry } from './api/tables';
import { resolveBase, resolveConfig, type DocsConfig, type ResolvedDocsConfig } from './config';
import { emitPage } from './emitPage';
import { ContentErrors } from './errors';
import { INLINE_DEMO_QUERY, inlineDemoModule } from './inlineDemos';
import { resolvePageLink } from './links';
import { searchRecords } from './searchRecords';
import { SiteContent } from './site';
import {
  demoStylesKey,
  pageStylesKey,
  stylesheetsMarker,
  stylesheetsPlugin,
  type SiteStylesheets,
} from './stylesheets';
import {
  VIRTUAL,
  demoEntryModule,
  demoSourceModule,
  type HighlightedSources,
  demosModule,
  entryClientModule,
  entryServerModule,
  routesModule,
  siteDataModule,
  siteImport,
  siteStylesModule,
} from './virtualModules';

export { SERVER_ENTRY } from './environments';

/** What the content plugin offers the build around it. */
export interface ContentApi {
  site(): SiteContent;
  /** Parses the whole site once; throws every content problem in one error. */
  load(log: (message: string) => void): void;
  /** The API tables, read from the library's types. */
  api(): ApiTables;
  /** The search data file of the build (records of every page, content-hashed). */
  searchData(): SearchDataFile;
  /** Each route's stylesheet, once the browser bundle is built. */
  stylesheets(): SiteStylesheets;
}

/**
 * The docs plugin: React, vanilla-extract and the content pipeline that turns the docs folder
 * into routes, page modules and demos.
 * @example export default { plugins: [docs({ title: 'My library' })] };
 */
export function docs(userConfig: DocsConfig): PluginOption[] {
  let config: ResolvedDocsConfig;
  let site: SiteContent;
  let api: ApiTables;
  let dev = false;
  let loaded = false;
  let searchFile: SearchDataFile | undefined;
  let stylesheets: SiteStylesheets | undefined;
  let onApiUpdate = () => {};
  const highlightedSources: HighlightedSources = new Map();

  const ensureLoaded = (log: (message: string) => void) => {
    if (loaded) return;
    for (const warning of site.loadAll()) log(warning);
    loaded = true;
  };
  const usesApi = () => site.files().some((page) => page.apis.length > 0);
  const searchData = () => (searchFile ??= buildSearchData(searchRecords(site, api)));

  // A page module, also when Vite adds its cache-busting `t=` to a hot update; `?raw` and other
  // queries ask for something else.
  const isPage = (id: string) => {
    const [file = '', query = ''] = id.split('?');
    return site.pages.has(file) && query.split('&').every((part) => !part || /^(t|v)=/.test(part));
  };

  const content: Plugin<ContentApi> = {
    name: 'tessera-docs:content',
    enforce: 'pre',
    api: {
      site: () => site,
      load: (log) => ensureLoaded(log),
      api: () => api,
      searchData,
      stylesheets: () => {
        if (!stylesheets) throw new Error('The browser bundle has not been built yet.');
        return stylesheets;
      },
    },
    config() {
      return {
        // Assets, chunks and the worker are fetched from under the site's base path.
        base: resolveBase(userConfig.base),
        appType: 'custom',
        resolve: { dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom'] },
        // The search worker must reach Vite as its own module, not inside a pre-bundle.
        optimizeDeps: {
          exclude: ['@tessera/docs-search'],
          include: ['react', 'react-dom', 'react-dom/client', 'react-router-dom'],
        },
        ssr: {
          noExternal: true,
          external: ['react', 'react-dom', 'react-router', 'react-router-dom'],
        },
        builder: { sharedPlugins: true },
        environments: buildEnvironments(),
      };
    },
    configResolved(resolved) {
      config = resolveConfig(userConfig, resolved.root);
      dev = resolved.command === 'serve';
      site = new SiteContent(config);
      api = new ApiTables(
        config.apiParser ? resolveEntry(config.root, config.apiParser.entry) : undefined,
        () => onApiUpdate(),
      );
    },
    buildStart() {
      // The dev server loads in configureServer, where a content error is shown, not thrown.
      if (!dev) ensureLoaded((message) => this.warn(message));
      // The tables are read in a worker while the bundle is built; a page showing one waits
      // for them in its transform. The dev server shows 'resolving' instead and updates the
      // pages when they exist.
      if (!dev && api.enabled && usesApi()) void api.ready().catch(() => {});
    },
    resolveId(id) {
      if (id.startsWith('virtual:docs/')) return `\0${id}`;
      return null;
    },
    async load(id) {
      if (INLINE_DEMO_QUERY.test(id))
        return inlineDemoModule(site.demos(), id, (specifier) => this.resolve(specifier, id));
      if (!id.startsWith('\0virtual:docs/')) return null;
      const name = id.slice(1);
      if (name === VIRTUAL.entryClient) return entryClientModule(config);
      if (name === VIRTUAL.entryServer) return entryServerModule(config);
      if (name === VIRTUAL.siteStyles) return siteStylesModule(config);
      if (name === VIRTUAL.site) {
        // The search data holds the API rows, so its content-hashed name waits for the tables.
        if (!dev && api.enabled && usesApi()) await api.ready();
        return siteDataModule(
          config,
          `${config.base}${dev ? DEV_SEARCH_DATA.slice(1) : `assets/${searchData().fileName}`}`,
        );
      }
      if (name === VIRTUAL.routes) return routesModule(site);
      if (name === VIRTUAL.demos) return demosModule(site);
      if (name.startsWith(VIRTUAL.demo))
        return demoEntryModule(
          site,
          name.slice(VIRTUAL.demo.length),
          !dev && this.environment.config.consumer === 'client'
            ? (id) => stylesheetsMarker(demoStylesKey(id))
            : undefined,
        );
      if (name.startsWith(VIRTUAL.demoSource)) {
        const demo = site.demos().get(name.slice(VIRTUAL.demoSource.length));
        if (!demo) throw new Error(`Unknown demo "${name.slice(VIRTUAL.demoSource.length)}".`);
        // The server never shows a demo's source (it opens on request), so it skips highlighting.
        return demoSourceModule(
          demo,
          this.environment.config.consumer === 'client' ? highlightedSources : undefined,
        );
      }
      return null;
    },
    async transform(source, id) {
      if (!isPage(id)) return null;
      const page = site.load(id.split('?')[0]!, source);
      const tabs = [...site.tabsOf(page.file)].map(([key, tab]) => ({ key, page: tab }));
      const pages = [page, ...tabs.map((tab) => tab.page)];
      if (!dev && pages.some((p) => p.apis.length)) await api.ready();
      const targets = site.linkTargets();
      // A build names every broken link of the API tables at once, as it does the pages' own
      // links; the dev server, those of the page it serves.
      const checked = dev ? pages : site.files();
      const apiErrors = pages.some((p) => p.apis.length)
        ? apiLinkErrors(checked, api, targets, config.root)
        : [];
      if (apiErrors.length) throw new ContentErrors(apiErrors);
      const server = this.environment.config.consumer === 'server';
      const code = await emitPage(page, {
        demoImport: (demo) => siteImport(config, demo.file),
        demoSourceImport: (demo) => VIRTUAL.demoSource + demo.id,
        apiTable: (tableId) => api.lookup(tableId),
        resolveLink: (href, line, from) => resolvePageLink(href, from, line, targets),
        tabs,
        ...(page.loaderFile
          ? {
              loader: {
                import: siteImport(config, page.loaderFile),
                server,
                base: config.base,
              },
            }
          : {}),
        hot: dev && !server,
        deferDemos: !dev && !server,
        ...(!dev && !server ? { stylesheets: stylesheetsMarker(pageStylesKey(page)) } : {}),
      });
      return { code, map: null };
    },
    configureServer(server) {
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
        if (loaded) return false;
        loadOrReport();
        if (startupError) return true;
        for (const module of server.moduleGraph.idToModuleMap.values())
          if (module.id?.startsWith('\0virtual:docs/')) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
        return true;
      });
      server.httpServer?.once('close', () => api.close());
      onApiUpdate = () => reloadPagesWithApi(server, site);
      if (api.enabled && usesApi()) api.lookup('');
      serveSearchAndLoaders(server, config, site, api);
      return () => serveDocument(server, config);
    },
  };

  return [
    react(),
    // Every site gets it: a demo may import a library's vanilla-extract source (a workspace
    // like this one, or a site documenting its own components), and the plugin only touches
    // `.css.ts` files, so a site without them pays nothing for it.
    vanillaExtractPlugin(),
    content,
    stylesheetsPlugin(
      () => site,
      (result) => (stylesheets = result),
    ),
  ];
}
