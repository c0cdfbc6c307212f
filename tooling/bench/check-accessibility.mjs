/**
 * Lighthouse accessibility, checked in CI from the built site: the home page, the Button page and
 * the longest page must score 100 with Lighthouse's mobile settings. The score comes from axe
 * rules and the page's markup, not from timing, so it is the same run after run; performance is
 * left to `pnpm bench`. Prints each page's score and failing audits, and exits non-zero on a miss.
 *
 * Usage: node check-accessibility.mjs [--port <n>]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '@tessera/playwright-config';
import { BUTTON_ROUTE } from './lib/budgets.mjs';
import { distDir, longestRoute } from './lib/dist.mjs';
import { chromiumFlags, startServer } from './lib/measure.mjs';

const { values: args } = parseArgs({ options: { port: { type: 'string', default: '4391' } } });

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(`No built site in ${distDir}: build it first (pnpm build).`);
  process.exit(1);
}

const routes = ['/', BUTTON_ROUTE, longestRoute(['/', BUTTON_ROUTE])];
const server = await startServer(Number(args.port));
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: chromiumFlags,
});
const rows = [];
try {
  for (const route of routes) {
    const { lhr } = await lighthouse(`${server.origin}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility'],
    });
    const category = lhr.categories.accessibility;
    const failing = category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score === 0)
      .map((audit) => `${audit.id}: ${audit.title}`);
    rows.push({ route, score: Math.round((category.score ?? 0) * 100), failing });
  }
} finally {
  await chrome.kill();
  server.stop();
}

console.table(
  rows.map(({ route, score, failing }) => ({ route, score, failing: failing.join('; ') || '—' })),
);
const missed = rows.filter((row) => row.score < 100);
if (missed.length > 0) {
  console.error(
    `Lighthouse accessibility is below 100 on ${missed.map((row) => row.route).join(', ')}.`,
  );
  process.exit(1);
}
console.log('Lighthouse accessibility is 100 on every checked page.');
