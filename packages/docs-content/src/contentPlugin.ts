import type { SearchDataFile } from '@tessera/docs-search/build';
import type { Plugin } from 'vite';
import type { ApiTables } from './api/tables';
import { resolveBase } from './config';
import type { ContentState } from './contentState';
import { configureDevServer } from './devServer';
import { contentViteConfig } from './environments';
import { INLINE_DEMO_QUERY, inlineDemoModule } from './inlineDemos';
import { isPageModule, pageModule } from './pageModule';
import type { SiteContent } from './site';
import type { SiteStylesheets } from './stylesheets';
import { loadVirtualModule } from './virtualLoad';

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

function contentApi(state: ContentState): ContentApi {
  return {
    site: () => state.site,
    load: (log) => state.ensureLoaded(log),
    api: () => state.api,
    searchData: state.searchData,
    stylesheets: () => {
      if (!state.builtStylesheets) throw new Error('The browser bundle has not been built yet.');
      return state.builtStylesheets;
    },
  };
}

/** The hooks that answer the site's modules: virtual modules, inline demos and page modules. */
function moduleHooks(state: ContentState): Pick<Plugin, 'resolveId' | 'load' | 'transform'> {
  return {
    resolveId(id) {
      if (id.startsWith('virtual:docs/')) return `\0${id}`;
      return null;
    },
    async load(id) {
      const { site } = state;
      if (INLINE_DEMO_QUERY.test(id))
        return inlineDemoModule(site.demos(), id, (specifier) => this.resolve(specifier, id));
      if (!id.startsWith('\0virtual:docs/')) return null;
      return loadVirtualModule(id.slice(1), {
        config: state.config,
        site,
        api: state.api,
        dev: state.dev,
        client: this.environment.config.consumer === 'client',
        usesApi: state.usesApi,
        searchDataFile: () => state.searchData().fileName,
        highlightedSources: state.highlightedSources,
      });
    },
    async transform(source, id) {
      const { site, api, config, dev } = state;
      if (!isPageModule(site, id)) return null;
      const server = this.environment.config.consumer === 'server';
      const code = await pageModule(id.split('?')[0]!, source, { site, api, config, dev, server });
      return { code, map: null };
    },
  };
}

/** The content pipeline's plugin: routes, page modules and demos made from the docs folder. */
export function contentPlugin(state: ContentState): Plugin<ContentApi> {
  return {
    name: 'tessera-docs:content',
    enforce: 'pre',
    api: contentApi(state),
    config() {
      return contentViteConfig(resolveBase(state.userConfig.base));
    },
    configResolved(resolved) {
      state.configure(resolved);
    },
    buildStart() {
      const { dev, api } = state;
      // The dev server loads in configureServer, where a content error is shown, not thrown.
      if (!dev) state.ensureLoaded((message) => this.warn(message));
      // The tables are read in a worker while the bundle is built; a page showing one waits
      // for them in its transform. The dev server shows 'resolving' instead and updates the
      // pages when they exist.
      if (!dev && api.enabled && state.usesApi()) void api.ready().catch(() => {});
    },
    ...moduleHooks(state),
    configureServer(server) {
      return configureDevServer(server, {
        config: state.config,
        site: state.site,
        api: state.api,
        ensureLoaded: state.ensureLoaded,
        isLoaded: () => state.loaded,
        usesApi: state.usesApi,
        setApiUpdate: (update) => (state.onApiUpdate = update),
      });
    },
  };
}
