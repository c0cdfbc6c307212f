#!/usr/bin/env node
// How long a page edit takes to reach the browser in `tessera-docs dev`: starts the dev server
// for a site on a free 127.0.0.1 port, opens the page in Chromium, appends a paragraph to its
// markdown file and waits until the text is in the DOM. Prints the median of the runs in
// milliseconds. The page file is restored afterwards, also when something fails.
//
//   node scripts/measure-hmr.mjs [--root apps/site] [--page docs/components/Button.md]
//                                [--route /components/tm-button] [--runs 5] [--json]
/* global document, MutationObserver -- these functions run in the page */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';

const here = import.meta.dirname;
const { values } = parseArgs({
  options: {
    root: { type: 'string', default: path.join(here, '../../../apps/site') },
    page: { type: 'string', default: 'docs/components/Button.md' },
    route: { type: 'string', default: '/components/tm-button' },
    runs: { type: 'string', default: '5' },
    json: { type: 'boolean', default: false },
  },
});
const root = path.resolve(values.root);
const pageFile = path.resolve(root, values.page);
const runs = Number(values.runs);
const original = readFileSync(pageFile, 'utf8');

// Playwright comes from the site, which runs its end-to-end tests with it.
const requireFromSite = createRequire(path.join(root, 'package.json'));
const { chromium } = requireFromSite('@playwright/test');

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const restore = () => writeFileSync(pageFile, original);
process.once('SIGINT', () => {
  restore();
  process.exit(130);
});

let server;
let browser;
try {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    [path.join(here, '../bin/tessera-docs.js'), 'dev', '--root', root, '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The dev server stopped:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The dev server did not answer:\n${output}`);
    const ok = await fetch(origin, { headers: { accept: 'text/html' } }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  const page = await browser.newPage();
  await page.goto(origin + values.route);
  await page.locator('h1').first().waitFor({ timeout: 120_000 });
  // The API tables are read in a worker after start; measure once they are in the page.
  await page.waitForFunction(() => !document.body.textContent.includes('resolving'), null, {
    timeout: 120_000,
  });

  const times = [];
  for (let run = 0; run < runs; run++) {
    const marker = `Edited paragraph ${Date.now().toString(36)}${run}`;
    // The browser notes the wall-clock time the text appears; same machine, same clock.
    const seen = page.evaluate(
      (text) =>
        new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (!document.body.textContent.includes(text)) return;
            observer.disconnect();
            resolve(Date.now());
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
      marker,
    );
    await page.waitForTimeout(100);
    const start = Date.now();
    writeFileSync(pageFile, `${original.trimEnd()}\n\n${marker}\n`);
    const end = await Promise.race([
      seen,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('The edit did not reach the page in 30 s.')), 30_000),
      ),
    ]);
    times.push(end - start);
    restore();
    await page.waitForFunction((text) => !document.body.textContent.includes(text), marker);
    await page.waitForTimeout(300);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (values.json) console.log(JSON.stringify({ medianMs: median, runsMs: times }));
  else console.log(`HMR page edit → DOM: median ${median} ms (runs: ${times.join(', ')} ms)`);
} finally {
  restore();
  await browser?.close();
  server?.kill();
}
