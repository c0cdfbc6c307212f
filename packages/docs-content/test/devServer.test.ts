import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { viteConfigFor } from '../src/build';
import { writeSite } from './fixtureSite';

let server: ViteDevServer | undefined;
/** A file watcher reports a write within a second on an idle machine, later on a busy one. */
const WATCHED = { timeout: 10_000 };
afterEach(async () => {
  await server?.close();
  server = undefined;
});

interface Payload {
  type: string;
  err?: { message: string };
  updates?: { path: string }[];
}

/** A dev server on a throw-away site, recording every error it sends to browsers. */
async function startDev() {
  const root = writeSite('dev-server-links', {
    'docs/index.md': '# Home\n\nSee [the guide](./guide.md#usage).\n',
    'docs/guide.md': '# Guide\n\n## Usage\n\nText.\n',
  });
  server = await createServer({
    ...viteConfigFor(root, { title: 'Acme UI' }, 'development'),
    logLevel: 'silent',
    server: { middlewareMode: true },
  });
  const errors: string[] = [];
  const updated: string[] = [];
  const send = server.ws.send.bind(server.ws);
  server.ws.send = ((payload: Payload) => {
    if (payload.type === 'error') errors.push(payload.err!.message);
    for (const update of payload.updates ?? []) updated.push(update.path);
    return send(payload as never);
  }) as typeof server.ws.send;
  // The watcher drops a change to a file within 50 ms of the last one it reported (chokidar's
  // throttle). A person saving twice is slower than that; a test is not, so it waits as long.
  let lastChange = 0;
  server.watcher.on('change', () => (lastChange = performance.now()));
  const write = async (file: string, text: string) => {
    const wait = lastChange + 100 - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    writeFileSync(path.join(root, 'docs', file), text);
  };
  return { errors, updated, write, page: (file: string) => path.join(root, 'docs', file) };
}

describe('tessera-docs dev', () => {
  it('reports a broken link written while it runs, and clears it once fixed', async () => {
    const dev = await startDev();
    await server!.transformRequest(dev.page('index.md'));
    await dev.write('guide.md', '# Guide\n\n## How to use\n\nText.\n');
    await expect
      .poll(() => dev.errors.at(-1), WATCHED)
      .toContain(
        'docs/index.md:3: link "./guide.md#usage" points at a heading that does not exist in docs/guide.md',
      );
    // The page holding the link fails, so a browser showing it shows the error.
    await expect(server!.transformRequest(dev.page('index.md'))).rejects.toThrow(
      'points at a heading that does not exist',
    );

    dev.updated.length = 0;
    await dev.write('guide.md', '# Guide\n\n## Usage\n\nText.\n');
    // The page is sent again, which clears the error in the browser, and now transforms.
    await expect
      .poll(() => dev.updated.some((file) => file.endsWith('/docs/index.md')), WATCHED)
      .toBe(true);
    const fixed = await server!.transformRequest(dev.page('index.md'));
    expect(fixed?.code).toContain('/guide#usage');
  });
});
