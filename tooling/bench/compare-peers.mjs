/**
 * Only the peer comparison of `pnpm bench --peers`: builds the generated corpus cold with our
 * pipeline and with each peer (installed on demand under bench-results/peers), measures each
 * with the same harness and prints ours as a ratio of theirs. Writes bench-results/peers.json.
 * Run `pnpm build` first: the corpus is built with the packages as built.
 *
 *   node tooling/bench/compare-peers.mjs --port 4404 --runs 1
 *
 * Uses `--port` for our server and the next port for the peers'.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumPath } from '@tessera/playwright-config';
import { prepareCorpus } from './lib/corpus.mjs';
import { repoRoot } from './lib/dist.mjs';
import { chromiumFlags, coldBuild } from './lib/measure.mjs';
import { measureOurs, measurePeers, printComparison } from './lib/peerCompare.mjs';

const { values: args } = parseArgs({
  options: { port: { type: 'string', default: '4404' }, runs: { type: 'string', default: '3' } },
});
const port = Number(args.port);
const runs = Number(args.runs);

console.log('\n▸ Tessera: a cold build of the corpus');
const corpus = prepareCorpus();
const build = coldBuild(corpus.site);
console.log(`  CPU ${build.cpuSeconds.toFixed(1)} s, peak ${build.peakMiB.toFixed(0)} MiB`);

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: chromiumFlags.filter((flag) => flag !== '--headless'),
});
let ours;
let peers;
try {
  ours = await measureOurs(browser, { corpus, build, runs, port });
  peers = await measurePeers(browser, { corpus, runs, port: port + 1 });
} finally {
  await browser.close();
}

const rows = printComparison(ours, peers);
const out = path.join(repoRoot, 'bench-results/peers.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ date: new Date().toISOString(), runs, sites: [ours, ...peers], rows }, null, 2)}\n`,
);
console.log(`\nWritten to ${path.relative(process.cwd(), out)}.`);
