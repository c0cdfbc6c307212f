import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createBuilder, mergeConfig, type InlineConfig, type Plugin, type ViteBuilder } from 'vite';
import type { ApiTables } from './api/tables';
import { collectGarbage } from './collectGarbage';
import type { DocsConfig } from './config';
import type { ContentApi } from './contentPlugin';
import { docs, SERVER_ENTRY } from './plugin';
import { prerender } from './prerender';
import type { SiteContent } from './site';
import { writeSiteFiles } from './siteFiles';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;

/** Vite configuration for a docs site: the site's own extras under the docs plugin. */
export function viteConfigFor(root: string, config: DocsConfig, mode: string): InlineConfig {
  return mergeConfig(config.vite ?? {}, {
    root,
    configFile: false,
    mode,
    plugins: [docs(config)],
  } satisfies InlineConfig);
}

/** CPU time of this process so far (user + system), in milliseconds. */
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

type Timings = [string, number][];

/** Runs the steps of a build, logging each with its outcome and time, and keeps the times. */
function stepRunner(log: (line: string) => void) {
  const timings: Timings = [];
  const step = async <T>(label: string, run: () => T | Promise<T>, done: (result: T) => string) => {
    log(`${label}…`);
    const from = performance.now();
    const result = await run();
    const ms = performance.now() - from;
    timings.push([label, ms]);
    log(`  ${done(result)} (${seconds(ms)})`);
    return result;
  };
  return { timings, step };
}

/** The docs plugin's own interface, from the Vite configuration the builder resolved. */
function contentPlugin(builder: ViteBuilder): ContentApi {
  const content = builder.config.plugins.find(
    (plugin): plugin is Plugin<ContentApi> => plugin.name === 'tessera-docs:content',
  );
  if (!content?.api) throw new Error('The docs plugin is missing from the Vite configuration.');
  return content.api;
}

/**
 * Reads the API tables the site shows (in a worker) and ends the worker, with the TypeScript
 * program it holds, before the bundles are built: beside the browser bundle the two raised the
 * build's peak memory by about 150 MiB, and on two cores they only shared the CPU.
 */
async function readApiTables(site: SiteContent, api: ApiTables): Promise<string | undefined> {
  const apiTags = site.files().reduce((sum, page) => sum + page.apis.length, 0);
  try {
    if (!api.enabled || !apiTags) return undefined;
    await api.ready();
    return `${apiTags} API tables read from the library's types`;
  } finally {
    await api.close();
  }
}

/** Writes the search data file into the site's assets. */
function writeSearchData(plugin: ContentApi, outDir: string) {
  const { fileName, content: data } = plugin.searchData();
  mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  writeFileSync(path.join(outDir, 'assets', fileName), data);
  return { fileName, size: Buffer.byteLength(data) };
}

/**
 * Builds the site: the browser bundle, the server bundle, then every route prerendered to
 * static HTML, plus the search data and the files beside the pages. Prints progress and a
 * summary with the time of each step, and the CPU cost per page so growth stays visible.
 */
export async function buildSite(
  root: string,
  config: DocsConfig,
  log: (line: string) => void = console.log,
) {
  const started = performance.now();
  const cpuStarted = cpu();
  const { timings, step } = stepRunner(log);

  const builder = await createBuilder(
    mergeConfig(viteConfigFor(root, config, 'production'), {
      logLevel: 'warn',
      // Between reading the modules and writing the chunks: the transforms' garbage goes
      // before the output is allocated.
      plugins: [{ name: 'tessera-docs:collect-garbage', buildEnd: collectGarbage }],
    } satisfies InlineConfig),
  );
  const plugin = contentPlugin(builder);

  const site = await step(
    'Reading the docs',
    () => {
      plugin.load((warning) => log(`  warning: ${warning}`));
      return plugin.site();
    },
    (s) => `${s.pages.size} pages, ${s.tabs.size} tabs, ${s.demos().size} demos`,
  );
  const api = plugin.api();
  await step(
    'Reading the API tables',
    () => readApiTables(site, api),
    (read) => read ?? 'no page shows one',
  );
  collectGarbage();
  await step(
    'Building the browser bundle',
    () => builder.build(builder.environments.client!),
    () => 'done',
  );
  collectGarbage();
  await step(
    'Building the server bundle',
    () => builder.build(builder.environments.ssr!),
    () => 'done',
  );
  collectGarbage();
  const rendered = await step(
    'Prerendering',
    () => prerender(site, path.join(root, SERVER_ENTRY), plugin.stylesheets()),
    (r) =>
      `${r.files.length} HTML files${r.loaderFiles.length ? `, ${r.loaderFiles.length} loader data files` : ''}`,
  );
  const outDir = path.join(root, 'dist');
  await step(
    'Writing search data',
    () => writeSearchData(plugin, outDir),
    ({ fileName, size }) => `assets/${fileName}, ${(size / 1024).toFixed(1)} KiB`,
  );
  await step(
    'Writing sitemap, llms.txt and markdown copies',
    () => writeSiteFiles(site, api),
    (files) =>
      `${files.length} files${site.config.siteUrl ? '' : '; no sitemap.xml, as it needs `siteUrl` in docs.config'}`,
  );
  rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });

  const total = performance.now() - started;
  const cpuMs = cpu() - cpuStarted;
  log(
    `Built ${site.pages.size} pages in ${seconds(total)} → ${path.relative(process.cwd(), outDir) || 'dist'}`,
  );
  log(`  ${timings.map(([label, ms]) => `${label.toLowerCase()} ${seconds(ms)}`).join(', ')}`);
  log(
    `  CPU ${seconds(cpuMs)} (user + system, all threads), ${Math.round(cpuMs / Math.max(site.pages.size, 1))} ms per page; ${rendered.files.length} routes`,
  );
}
