import path from 'node:path';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { buildSite, viteConfigFor } from './build';
import { resolveBase } from './config';
import { initSite } from './init';
import { loadDocsConfig } from './loadConfig';
import { SERVER_ENTRY } from './plugin';
import { serve } from './serve';

const usage = `Usage: tessera-docs <command> [options]

Commands:
  init    scaffold a docs site in the site folder: config, home page, guide, a component page
  dev     start the dev server with hot reload
  build   build the site and prerender every page into dist/
  serve   serve the built site

Options:
  --port <n>   port to listen on (dev 5173, serve 4173)
  --host <h>   address to listen on (default 127.0.0.1)
  --root <dir> the site folder (default: the current folder)`;

/** Runs the `tessera-docs` command line. */
export async function run(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      root: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const [command] = positionals;
  const root = path.resolve(values.root ?? process.cwd());
  const host = values.host ?? '127.0.0.1';
  if (values.help || !command) {
    console.log(usage);
    return;
  }
  if (command === 'init') {
    const { written, skipped } = initSite(root);
    for (const name of written) console.log(`  wrote ${name}`);
    for (const name of skipped) console.log(`  kept ${name} (it exists)`);
    console.log('\nNext: install the dependencies, then run `tessera-docs dev`.');
  } else if (command === 'build') {
    await buildSite(root, await loadDocsConfig(root, { command: 'build', mode: 'production' }));
  } else if (command === 'dev') {
    const config = await loadDocsConfig(root, { command: 'serve', mode: 'development' });
    const server = await createServer({
      ...viteConfigFor(root, config, 'development'),
      server: { host, port: Number(values.port ?? 5173) },
    });
    await server.listen();
    server.printUrls();
  } else if (command === 'serve') {
    const port = Number(values.port ?? 4173);
    const config = await loadDocsConfig(root, { command: 'serve', mode: 'production' });
    const base = resolveBase(config.base);
    await serve({
      dir: path.join(root, 'dist'),
      port,
      host,
      serverEntry: path.join(root, SERVER_ENTRY),
      base,
    });
    console.log(`Serving ${path.join(root, 'dist')} at http://${host}:${port}${base}`);
  } else {
    throw new Error(`Unknown command "${command}".\n\n${usage}`);
  }
}
