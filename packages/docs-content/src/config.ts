import type { LabelTable, LibraryData, NavItem } from '@tessera/docs-theme/types';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { configSchema, type DocsConfig } from './configSchema';
import { resolveLabels } from './labels';
import { readLibrary } from './library';
import { parseConfigValue } from './schemaIssues';

export type { ConfigNavItem, DemoOptions, DocsConfig } from './configSchema';

export interface ResolvedDocsConfig extends Omit<
  DocsConfig,
  | 'demo'
  | 'docsDir'
  | 'routePrefix'
  | 'slots'
  | 'apiParser'
  | 'base'
  | 'title'
  | 'lang'
  | 'nav'
  | 'labels'
  | 'library'
  | 'copyright'
> {
  root: string;
  /** The site's title as written; `labels` holds its translations. */
  title: string;
  lang: string;
  nav?: NavItem[];
  /** Every translation: `labels` and those given in place (`title`, `nav`, `copyright`). */
  labels: LabelTable;
  library?: LibraryData;
  copyright?: string;
  /** The demo frame: its width, and its switches with their labels as written. */
  demo: { width?: number; switches: { name: string; label: string }[] };
  /** Starts and ends with '/'. */
  base: string;
  docsDir: string;
  routePrefix: Record<string, string>;
  slots: Record<string, string>;
  apiParser: { entry: string } | false;
}

/**
 * The public address a route is appended to: the site's URL and base path
 * (`https://acme.dev/docs/`), or the base path alone without a `siteUrl`. A `siteUrl` that
 * already ends with the base path is not given it twice.
 */
export function addressPrefix(config: Pick<ResolvedDocsConfig, 'siteUrl' | 'base'>): string {
  const site = config.siteUrl?.replace(/\/+$/, '') ?? '';
  if (site && config.base !== '/' && site.endsWith(config.base.slice(0, -1))) return `${site}/`;
  return `${site}${config.base}`;
}

/** Declares a site config with type checking. */
export function defineConfig(config: DocsConfig): DocsConfig {
  return config;
}

/** Module files a slot may name without its extension, as the bundler resolves them. */
const SCRIPT_EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js'];

/** Each slot's module must be a file of the site (relative to its `root`). */
function checkSlotFiles(slots: Record<string, string>, root: string) {
  for (const [name, file] of Object.entries(slots)) {
    const resolved = path.resolve(root, file);
    if (!SCRIPT_EXTENSIONS.some((extension) => existsSync(resolved + extension)))
      throw new Error(
        `docs.config: \`slots.${name}\` names ${JSON.stringify(file)}, which is not a file of the site.`,
      );
  }
}

/**
 * Checks the config against its schema, so a mistake is named where it is written rather than
 * surfacing later as a broken page, and resolves it for the build.
 */
export function resolveConfig(config: DocsConfig, root: string): ResolvedDocsConfig {
  const checked = parseConfigValue(configSchema, config);
  checkSlotFiles(checked.slots, root);
  const { title: _title, nav: _nav, copyright: _copyright, demo, library, ...rest } = checked;
  const { demoSwitches, ...labels } = resolveLabels(checked);
  return {
    ...rest,
    ...labels,
    demo: {
      ...(demo?.width === undefined ? {} : { width: demo.width }),
      switches: demoSwitches ?? [],
    },
    ...(library === undefined ? {} : { library: readLibrary(library, root) }),
    root,
    base: resolveBase(checked.base),
    ...(checked.siteUrl === undefined ? {} : { siteUrl: resolveSiteUrl(checked.siteUrl) }),
  };
}

/**
 * The site's base path with one slash at each end: 'docs' and '/docs' become '/docs/'. Only
 * plain path segments are accepted: a URL, a query, a hash, a percent escape, a dot segment or
 * an empty segment would make browsers resolve the base somewhere else.
 */
export function resolveBase(base: string | undefined): string {
  if (base === undefined) return '/';
  const inner = typeof base === 'string' ? base.replace(/^\/|\/$/g, '') : '';
  const segments = inner ? inner.split('/') : [];
  const plain = typeof base === 'string' && /^[A-Za-z0-9._~-]*$/.test(inner.replace(/\//g, ''));
  if (!plain || segments.some((segment) => !segment || segment === '.' || segment === '..'))
    throw new Error(
      `docs.config: \`base\` must be a path of plain segments (letters, digits, '-', '.', '_', '~') such as '/docs/'; got ${JSON.stringify(base)}.`,
    );
  return segments.length ? `/${segments.join('/')}/` : '/';
}

/**
 * The site's public address, checked: sitemaps, canonical and Open Graph URLs must be absolute,
 * so only an `http:` or `https:` URL without query, hash or credentials is accepted.
 */
export function resolveSiteUrl(siteUrl: string): string {
  let url: URL | undefined;
  try {
    url = typeof siteUrl === 'string' ? new URL(siteUrl) : undefined;
  } catch {
    url = undefined;
  }
  const plain =
    url &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password &&
    !/[?#]/.test(siteUrl);
  if (!plain)
    throw new Error(
      `docs.config: \`siteUrl\` must be the site's absolute address such as 'https://acme.dev' (http or https, no query or hash); got ${JSON.stringify(siteUrl)}.`,
    );
  return siteUrl;
}
