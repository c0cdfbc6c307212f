import type { NavItem } from '@tessera/docs-theme/types';
import type { InlineConfig } from 'vite';

/** A docs site's configuration: the only file a site writes besides its pages. */
export interface DocsConfig {
  /** Site title: navbar, document titles, Open Graph. */
  title: string;
  description?: string;
  /** Logo URL, relative to the site's `public/` folder. */
  logo?: string;
  /** Where the pages live, relative to the site root. Default 'docs'. */
  docsDir?: string;
  /**
   * A prefix for the route names of the pages in a folder, e.g. `{ components: 'tm-' }`
   * turns `docs/components/Button.md` into `components/tm-button`.
   */
  routePrefix?: Record<string, string>;
  /** Base URL of the site's files in its repository, for 'Improve this documentation' links. */
  editLink?: string;
  /** The public address of the site, for the sitemap and Open Graph URLs. */
  siteUrl?: string;
  /** An explicit top navigation; by default it is built from the first path segments. */
  nav?: NavItem[];
  /** Two-level top navigation. */
  twoLevelNav?: boolean;
  /** Generate API tables from a package's TypeScript types; false turns it off. */
  apiParser?: { entry: string } | false;
  /** Theme slots replaced by the site: slot name → module path relative to the site root. */
  slots?: Record<string, string>;
  /** Extra Vite configuration, merged under the docs plugin. */
  vite?: InlineConfig;
}

export interface ResolvedDocsConfig extends Omit<
  DocsConfig,
  'docsDir' | 'routePrefix' | 'slots' | 'apiParser'
> {
  root: string;
  docsDir: string;
  routePrefix: Record<string, string>;
  slots: Record<string, string>;
  apiParser: { entry: string } | false;
}

/** Declares a site config with type checking. */
export function defineConfig(config: DocsConfig): DocsConfig {
  return config;
}

export function resolveConfig(config: DocsConfig, root: string): ResolvedDocsConfig {
  if (!config || typeof config.title !== 'string' || !config.title.trim()) {
    throw new Error('docs.config: `title` is required and must be a non-empty string.');
  }
  return {
    ...config,
    root,
    docsDir: config.docsDir ?? 'docs',
    routePrefix: config.routePrefix ?? {},
    slots: config.slots ?? {},
    apiParser: config.apiParser ?? false,
  };
}
