import { buildSearchData, type SearchDataFile } from '@tessera/docs-search/build';
import type { ResolvedConfig } from 'vite';
import { ApiTables, resolveEntry } from './api/tables';
import { resolveConfig, type DocsConfig, type ResolvedDocsConfig } from './config';
import { searchRecords } from './searchRecords';
import { SiteContent } from './site';
import type { SiteStylesheets } from './stylesheets';
import type { HighlightedSources } from './virtualModules';

/**
 * What the docs plugin's hooks share: the site's config, content and API tables, made once
 * Vite's config is resolved, and what the build makes of them.
 */
export class ContentState {
  config!: ResolvedDocsConfig;
  site!: SiteContent;
  api!: ApiTables;
  dev = false;
  loaded = false;
  readonly highlightedSources: HighlightedSources = new Map();
  /** What runs when the API tables change; the dev server sets it. */
  onApiUpdate = () => {};
  /** Each route's stylesheet, set once the browser bundle is built. */
  builtStylesheets: SiteStylesheets | undefined;
  private searchFile: SearchDataFile | undefined;

  constructor(readonly userConfig: DocsConfig) {}

  /** Makes the config, content and API tables of the resolved Vite config. */
  configure(resolved: ResolvedConfig) {
    this.config = resolveConfig(this.userConfig, resolved.root);
    this.dev = resolved.command === 'serve';
    this.site = new SiteContent(this.config);
    this.api = new ApiTables(
      this.config.apiParser
        ? resolveEntry(this.config.root, this.config.apiParser.entry)
        : undefined,
      () => this.onApiUpdate(),
    );
  }

  /** Loads the whole site once, logging its warnings; throws its content errors. */
  readonly ensureLoaded = (log: (message: string) => void) => {
    if (this.loaded) return;
    for (const warning of this.site.loadAll()) log(warning);
    this.loaded = true;
  };

  /** Whether a page shows an API table. */
  readonly usesApi = () => this.site.files().some((page) => page.apis.length > 0);

  /** The search data file of the build, made once. */
  readonly searchData = () =>
    (this.searchFile ??= buildSearchData(searchRecords(this.site, this.api)));
}
