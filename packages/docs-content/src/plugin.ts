import { buildSearchData, type SearchDataFile } from '@tessera/docs-search/build';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption } from 'vite';
import { ApiTables, resolveEntry } from './api/tables';
import { resolveBase, resolveConfig, type DocsConfig, type ResolvedDocsConfig } from './config';
import { configureDevServer } from './devServer';
import { contentViteConfig } from './environments';
import { INLINE_DEMO_QUERY, inlineDemoModule } from './inlineDemos';
import { isPageModule, pageModule } from './pageModule';
import { searchRecords } from './searchRecords';
import { SiteContent } from './site';
import { stylesheetsPlugin, type SiteStylesheets } from './stylesheets';
import { loadVirtualModule } from './virtualLoad';
import type { HighlightedSources } from './virtualModules';

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
      return contentViteConfig(resolveBase(userConfig.base));
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
      return loadVirtualModule(id.slice(1), {
        config,
        site,
        api,
        dev,
        client: this.environment.config.consumer === 'client',
        usesApi,
        searchDataFile: () => searchData().fileName,
        highlightedSources,
      });
    },
    async transform(source, id) {
      if (!isPageModule(site, id)) return null;
      const server = this.environment.config.consumer === 'server';
      const code = await pageModule(id.split('?')[0]!, source, { site, api, config, dev, server });
      return { code, map: null };
    },
    configureServer(server) {
      return configureDevServer(server, {
        config,
        site,
        api,
        ensureLoaded,
        isLoaded: () => loaded,
        usesApi,
        setApiUpdate: (update) => (onApiUpdate = update),
      });
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
