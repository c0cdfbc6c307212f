/**
 * Only the search part of `pnpm bench`, for working on search speed: serves the built site
 * (`pnpm build` first), runs the benchmark's query list `--rounds` times in one Chromium, each
 * round on a new page, and prints p50 and p95 of "debounce fired → results painted", and of the
 * part before the frame ("→ results in the DOM"), for queries the page has not answered before
 * (what `pnpm bench --check` judges). Then the same for the list typed again on each page,
 * answered from the client's recent answers. `--breakdown` then splits the part before the
 * frame of new queries: posting the query, the worker's work, the hops between the threads,
 * and rendering the reply (lib/searchBreakdown.mjs).
 *
 *   node tooling/bench/search-latency.mjs --port 4404 --rounds 5 [--breakdown]
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumPath } from '@tessera/playwright-config';
import { chromiumFlags, percentile, startServer } from './lib/measure.mjs';
import { QUERIES, measureSearch } from './lib/search.mjs';
import { measureBreakdown } from './lib/searchBreakdown.mjs';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '4404' },
    rounds: { type: 'string', default: '5' },
    breakdown: { type: 'boolean' },
  },
});

const rounds = Number(args.rounds);
const server = await startServer(Number(args.port));
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: chromiumFlags.filter((flag) => flag !== '--headless'),
});
const times = [];
const shown = [];
const again = { times: [], shown: [], asked: 0 };
let parts;
try {
  for (let round = 0; round < rounds; round += 1) {
    const result = await measureSearch(browser, server.origin, QUERIES, { again: true });
    if (!result.times) throw new Error(result.reason);
    times.push(...result.times);
    shown.push(...result.shown);
    again.times.push(...result.again.times);
    again.shown.push(...result.again.shown);
    again.asked += result.again.asked;
  }
  if (args.breakdown) parts = await measureBreakdown(browser, server.origin, QUERIES, rounds);
} finally {
  await browser.close();
  server.stop();
}
const summary = (values) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, ` +
  `max ${Math.max(...values).toFixed(1)} ms`;
console.log(
  `${times.length} searches (${QUERIES.length} queries × ${args.rounds}), new to the page`,
);
console.log(`  debounce fired → results painted:   ${summary(times)}`);
console.log(`  debounce fired → results in the DOM: ${summary(shown)}`);
console.log(
  `The same typed again on each page (${again.asked} of ${again.times.length} reached the worker):`,
);
console.log(`  debounce fired → results painted:   ${summary(again.times)}`);
console.log(`  debounce fired → results in the DOM: ${summary(again.shown)}`);
if (parts) {
  console.log('New queries again, each once a round on a new page, split:');
  console.log(`  posting the query to the worker:  ${summary(parts.post)}`);
  console.log(`  the worker's work:                ${summary(parts.work)}`);
  console.log(`  the hops between the threads:     ${summary(parts.hops)}`);
  console.log(`  rendering the reply into the DOM: ${summary(parts.render)}`);
}
