import type { Label, LabelTable } from '@tessera/docs-theme/types';
import type { LibraryData, NavItem } from '@tessera/docs-theme/types';
import type { InlineConfig } from 'vite';
import { checkConfig } from './checkConfig';
import { resolveLabels, type ConfigNavItem } from './labels';
import { readLibrary } from './library';

/** A docs site's configuration: the only file a site writes besides its pages. */
export interface DocsConfig {
  /**
   * Site title: navbar, document titles, Open Graph. A string, or its text per interface
   * language (`{ 'en-US': 'Acme UI', 'zh-CN': 'Acme 组件库' }`).
   */
  title: Label;
  /** The language the pages are written in, `<html lang>` of every page. Default 'en'. */
  lang?: string;
  /**
   * The language of the pages' `subtitle`s when it is not `lang`, such as 'zh-CN' for
   * components' Chinese names: the subtitle beside a page's title is marked with it, so screen
   * readers say it in its own language. Without it the subtitle is read as the page's language.
   */
  subtitleLang?: string;
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
  /**
   * The public address of the site (`https://acme.dev`), for the sitemap, its line in
   * robots.txt, canonical and Open Graph URLs. Without it none of these is written, as they
   * must be absolute.
   */
  siteUrl?: string;
  /**
   * The path the site is served under, e.g. '/docs/' for `https://acme.dev/docs/`. Routes,
   * assets, links, the sitemap and the loader endpoint all live under it. Default '/'.
   */
  base?: string;
  /** An explicit top navigation; by default it is built from the first path segments. */
  nav?: ConfigNavItem[];
  /**
   * Translations of texts as written into the interface languages: section and group titles
   * of the pages' frontmatter (`group.title`, `nav.title`, or the section's folder name),
   * e.g. `{ General: { 'zh-CN': '通用' } }`.
   */
  labels?: LabelTable;
  /**
   * The documented package, by name or by the path of its folder: the navbar shows its
   * version and links to its repository and its npm page, the footer its licence.
   */
  library?: string;
  /** The footer's copyright line: a string, or its text per interface language. */
  copyright?: Label;
  /** Two-level top navigation. */
  twoLevelNav?: boolean;
  /**
   * ```jsx and ```tsx fences are live demos, as in dumi (```tsx | pure keeps one as code);
   * false shows every fence as code. Default true.
   */
  inlineDemos?: boolean;
  /** Generate API tables from a package's TypeScript types; false turns it off. */
  apiParser?: { entry: string } | false;
  /** The frame every live demo renders in: its width and the switches of its toolbar. */
  demo?: DemoOptions;
  /** Theme slots replaced by the site: slot name → module path relative to the site root. */
  slots?: Record<string, string>;
  /** Extra Vite configuration, merged under the docs plugin. */
  vite?: InlineConfig;
}

/** The frame every live demo renders in. */
export interface DemoOptions {
  /** The frame's width in CSS pixels, 200 to 1200. Default 375, a phone's. */
  width?: number;
  /**
   * Switches in every demo's toolbar after the dark theme, by name: each one's label, a string
   * or one per interface language. The `DemoFrame` slot gets them as `switches`, e.g.
   * `{ compact: true }`, and gives them to the library (a compact theme, right-to-left).
   */
  switches?: Record<string, Label>;
}

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

export function resolveConfig(config: DocsConfig, root: string): ResolvedDocsConfig {
  checkConfig(config, root);
  const { title: _title, nav: _nav, copyright: _copyright, demo, library, ...rest } = config;
  const { demoSwitches, ...labels } = resolveLabels(config);
  return {
    ...rest,
    ...labels,
    demo: {
      ...(demo?.width === undefined ? {} : { width: demo.width }),
      switches: demoSwitches ?? [],
    },
    lang: config.lang ?? 'en',
    ...(library === undefined ? {} : { library: readLibrary(library, root) }),
    root,
    base: resolveBase(config.base),
    ...(config.siteUrl === undefined ? {} : { siteUrl: resolveSiteUrl(config.siteUrl) }),
    docsDir: config.docsDir ?? 'docs',
    routePrefix: config.routePrefix ?? {},
    slots: config.slots ?? {},
    apiParser: config.apiParser ?? false,
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
