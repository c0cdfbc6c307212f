import type { ApiTables } from './api/tables';
import type { ResolvedDocsConfig } from './config';
import { DEV_SEARCH_DATA } from './devServer';
import type { SiteContent } from './site';
import { demoStylesKey, stylesheetsMarker } from './stylesheets';
import {
  VIRTUAL,
  demoEntryModule,
  demoSourceModule,
  demosModule,
  entryClientModule,
  entryServerModule,
  routesModule,
  siteDataModule,
  siteStylesModule,
  type HighlightedSources,
} from './virtualModules';

export interface VirtualLoadContext {
  config: ResolvedDocsConfig;
  site: SiteContent;
  api: ApiTables;
  dev: boolean;
  /** The module is for the browser bundle. */
  client: boolean;
  /** Whether a page shows an API table. */
  usesApi: () => boolean;
  /** The search data file's name, once the build has made it. */
  searchDataFile: () => string;
  highlightedSources: HighlightedSources;
}

/** The code of a `virtual:docs/…` module, or null for a name the plugin does not know. */
export async function loadVirtualModule(
  name: string,
  {
    config,
    site,
    api,
    dev,
    client,
    usesApi,
    searchDataFile,
    highlightedSources,
  }: VirtualLoadContext,
): Promise<string | null> {
  if (name === VIRTUAL.entryClient) return entryClientModule(config);
  if (name === VIRTUAL.entryServer) return entryServerModule(config);
  if (name === VIRTUAL.siteStyles) return siteStylesModule(config);
  if (name === VIRTUAL.site) {
    // The search data holds the API rows, so its content-hashed name waits for the tables.
    if (!dev && api.enabled && usesApi()) await api.ready();
    return siteDataModule(
      config,
      `${config.base}${dev ? DEV_SEARCH_DATA.slice(1) : `assets/${searchDataFile()}`}`,
    );
  }
  if (name === VIRTUAL.routes) return routesModule(site);
  if (name === VIRTUAL.demos) return demosModule(site);
  if (name.startsWith(VIRTUAL.demo))
    return demoEntryModule(
      site,
      name.slice(VIRTUAL.demo.length),
      !dev && client ? (id) => stylesheetsMarker(demoStylesKey(id)) : undefined,
    );
  if (name.startsWith(VIRTUAL.demoSource)) {
    const demo = site.demos().get(name.slice(VIRTUAL.demoSource.length));
    if (!demo) throw new Error(`Unknown demo "${name.slice(VIRTUAL.demoSource.length)}".`);
    // The server never shows a demo's source (it opens on request), so it skips highlighting.
    return demoSourceModule(demo, client ? highlightedSources : undefined);
  }
  return null;
}
