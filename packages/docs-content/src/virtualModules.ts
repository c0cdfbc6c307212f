import type { SiteData } from '@tessera/docs-theme/types';
import path from 'node:path';
import type { ResolvedDocsConfig } from './config';
import { demoPlaces } from './demoPlaces';
import { demoMeta, type DemoRef } from './demos';
import { highlight } from './highlight';
import type { SiteContent } from './site';
import { version } from './version';

export const VIRTUAL = {
  entryClient: 'virtual:docs/entry-client',
  entryServer: 'virtual:docs/entry-server',
  routes: 'virtual:docs/routes',
  demos: 'virtual:docs/demos',
  demo: 'virtual:docs/demo/',
  demoSource: 'virtual:docs/demo-source/',
  site: 'virtual:docs/site',
  siteStyles: 'virtual:docs/site.css',
} as const;

const str = (value: unknown) => JSON.stringify(value);

/** Root-relative import specifier of a file inside the site ('/docs/guide/index.md'). */
export function siteImport(config: ResolvedDocsConfig, file: string): string {
  const relative = path.relative(config.root, file).split(path.sep).join('/');
  return relative.startsWith('..') ? `/@fs${file}` : `/${relative}`;
}

/** The page list: route, sidebar fields and a lazy import of each page module. */
export function routesModule(site: SiteContent): string {
  const entries = site
    .sortedPages()
    .map(
      (page) =>
        `  { path: ${str(page.routePath)}, meta: ${str(site.routeMeta(page))}, load: () => import(${str(siteImport(site.config, page.file))}) }`,
    );
  return `export const routes = [\n${entries.join(',\n')}\n];\n`;
}

/**
 * The demo index for standalone demo pages: every demo id, each with a loader of its entry
 * (`demoEntryModule`). Only ids and loaders: a demo opened alone loads its own entry, never
 * the metadata of every other demo.
 */
export function demosModule(site: SiteContent): string {
  const entries = [...site.demos().keys()].map(
    (id) => `  [${str(id)}, () => import(${str(VIRTUAL.demo + id)})]`,
  );
  // A Map, so ids such as `constructor` or `__proto__` find nothing instead of Object.prototype.
  return `export const demos = new Map([\n${entries.join(',\n')}\n]);\n`;
}

/**
 * One demo's entry: its metadata, where it is shown, and loaders of its code and source. In
 * the browser build it also names its stylesheets (`stylesheets`, a marker the build replaces
 * with the demo's CSS files). Undefined for an id no demo has.
 */
export function demoEntryModule(
  site: SiteContent,
  id: string,
  stylesheets?: (id: string) => string,
): string {
  const demo = site.demos().get(id);
  if (!demo) throw new Error(`Unknown demo "${id}".`);
  const meta = { ...demoMeta(demo), page: demoPlaces(site).get(demo.id) };
  const styles = stylesheets ? `, stylesheets: ${str(stylesheets(demo.id))}` : '';
  return `export const demo = { ...${str(meta)}, load: () => import(${str(siteImport(site.config, demo.file))}), loadSource: () => import(${str(VIRTUAL.demoSource + demo.id)})${styles} };\n`;
}

/** Highlighted source modules by demo id, each with the source it was made from. */
export type HighlightedSources = Map<string, { key: string; module: Promise<string> }>;

/**
 * A demo's copyable source and its highlighted lines, loaded when someone opens the code. With
 * a cache (the browser bundle's), the second bundle and dev reloads reuse the highlighting of a
 * source that has not changed; one entry per demo, so a long dev session does not grow it.
 */
export function demoSourceModule(demo: DemoRef, cache?: HighlightedSources): Promise<string> {
  const lang = path.extname(demo.file).slice(1);
  const source = { filename: demo.name ?? path.basename(demo.file), code: demo.code };
  if (!cache) return Promise.resolve(`export default ${str({ ...source, lines: [] })};\n`);
  const key = `${source.filename}\0${demo.code}`;
  const cached = cache.get(demo.id);
  if (cached?.key === key) return cached.module;
  const module = highlight(demo.code, lang).then(
    (lines) => `export default ${str({ ...source, lines })};\n`,
  );
  cache.set(demo.id, { key, module });
  return module;
}

/** A file of the site's `public/` folder (`/logo.svg`) as served under the base path; URLs stay. */
export const publicFile = (config: ResolvedDocsConfig, file: string) =>
  /^[a-z][a-z0-9+.-]*:|^\/\//i.test(file) ? file : `${config.base}${file.replace(/^\/+/, '')}`;

export function siteData(config: ResolvedDocsConfig, searchData?: string): SiteData {
  return {
    title: config.title,
    ...(config.lang !== 'en' ? { lang: config.lang } : {}),
    ...(config.subtitleLang ? { subtitleLang: config.subtitleLang } : {}),
    ...(Object.keys(config.labels).length ? { labels: config.labels } : {}),
    ...(config.library ? { library: config.library } : {}),
    ...(config.copyright ? { copyright: config.copyright } : {}),
    ...(config.description ? { description: config.description } : {}),
    ...(config.logo ? { logo: publicFile(config, config.logo) } : {}),
    ...(config.editLink ? { editLink: config.editLink } : {}),
    ...(config.nav ? { nav: config.nav } : {}),
    ...(config.twoLevelNav ? { twoLevelNav: true } : {}),
    version,
    ...(config.base !== '/' ? { base: config.base } : {}),
    ...(searchData ? { searchData } : {}),
    ...(config.demo.switches.length ? { demo: { switches: config.demo.switches } } : {}),
  };
}

function slotsCode(config: ResolvedDocsConfig) {
  const names = Object.keys(config.slots);
  const imports = names.map(
    (name, i) =>
      `import Slot${i} from ${str(siteImport(config, path.resolve(config.root, config.slots[name]!)))};`,
  );
  const object = `{ ${names.map((name, i) => `${str(name)}: Slot${i}`).join(', ')} }`;
  return { imports, object };
}

/** The site data module: its own module, so only it waits for the search data's name. */
export function siteDataModule(config: ResolvedDocsConfig, searchData: string): string {
  return `export const site = ${str(siteData(config, searchData))};\n`;
}

function appDataCode(config: ResolvedDocsConfig) {
  const slots = slotsCode(config);
  return [
    `import { routes } from ${str(VIRTUAL.routes)};`,
    `import { site } from ${str(VIRTUAL.site)};`,
    ...slots.imports,
    `const data = { site, routes, slots: ${slots.object}, loadDemo: (id) => import(${str(VIRTUAL.demos)}).then(({ demos }) => demos.get(id)?.().then((entry) => entry.demo)) };`,
  ];
}

/**
 * The site's own rules from its config, in every page's stylesheet: the demo frame's width.
 * A rule, not an inline style, so the strict Content-Security-Policy allows it.
 */
export function siteStylesModule(config: ResolvedDocsConfig): string {
  const { width } = config.demo;
  return width === undefined ? '' : `:root { --tessera-docs-demo-width: ${width}px; }\n`;
}

export function entryClientModule(config: ResolvedDocsConfig): string {
  return [
    `import { startClient } from '@tessera/docs-theme/client';`,
    ...(config.demo.width === undefined ? [] : [`import ${str(VIRTUAL.siteStyles)};`]),
    ...appDataCode(config),
    `startClient(data);`,
    '',
  ].join('\n');
}

/** The server entry: renders an address to HTML, and runs a route's loader for the loader endpoint. */
export function entryServerModule(config: ResolvedDocsConfig): string {
  return [
    `import { renderPage } from '@tessera/docs-theme/server';`,
    `import { loaderRunner } from '@tessera/docs-theme/runtime/run-loader';`,
    ...appDataCode(config),
    `export const render = (url) => renderPage(data, url);`,
    `export const runLoader = loaderRunner(routes);`,
    '',
  ].join('\n');
}
