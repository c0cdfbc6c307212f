import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createBuilder, mergeConfig, type InlineConfig, type Plugin } from 'vite';
import type { DocsConfig } from './config';
import { docs, SERVER_OUT_DIR, type ContentApi } from './plugin';
import { prerender } from './prerender';
import { writeSiteFiles } from './siteFiles';

const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)}s`;

/** Vite configuration for a docs site: the site's own extras under the docs plugin. */
export function viteConfigFor(root: string, config: DocsConfig, mode: string): InlineConfig {
  return mergeConfig(config.vite ?? {}, {
    root,
    configFile: false,
    mode,
    plugins: [docs(config)],
  } satisfies InlineConfig);
}

/**
 * Builds the site: the browser bundle, the server bundle, then every route prerendered to
 * static HTML, plus the files beside the pages. Prints progress and a timed summary.
 */
export async function buildSite(
  root: string,
  config: DocsConfig,
  log: (line: string) => void = console.log,
) {
  const started = performance.now();
  const builder = await createBuilder({
    ...viteConfigFor(root, config, 'production'),
    logLevel: 'warn',
  });
  const content = builder.config.plugins.find(
    (plugin): plugin is Plugin<ContentApi> => plugin.name === 'tessera-docs:content',
  );
  if (!content?.api) throw new Error('The docs plugin is missing from the Vite configuration.');

  let step = performance.now();
  log('Reading the docs…');
  content.api.load((warning) => log(`  warning: ${warning}`));
  const site = content.api.site();
  log(`  ${site.pages.size} pages, ${site.demos().size} demos (${seconds(step)})`);

  step = performance.now();
  log('Building the browser bundle…');
  await builder.build(builder.environments.client!);
  log(`  done (${seconds(step)})`);

  step = performance.now();
  log('Building the server bundle…');
  await builder.build(builder.environments.ssr!);
  log(`  done (${seconds(step)})`);

  step = performance.now();
  log('Prerendering…');
  const { files } = await prerender(site, path.join(root, SERVER_OUT_DIR, 'entry-server.js'));
  log(`  ${files.length} HTML files (${seconds(step)})`);

  writeSiteFiles(site);
  rmSync(path.join(root, 'dist/.vite'), { recursive: true, force: true });
  log(
    `Built ${site.pages.size} pages in ${seconds(started)} → ${path.relative(process.cwd(), path.join(root, 'dist')) || 'dist'}`,
  );
}
