/**
 * `pnpm bench`: builds the site cold (median of 3), serves it with brotli like a CDN, and measures
 * first loads, Lighthouse (median of 3), search, a page edit in dev and the library's sizes
 * against the budgets. Then builds and measures the generated 63-page corpus the peer
 * documentation sites were measured on, for a comparison on the same pages. Writes
 * bench-results/latest.json so runs compare.
 *
 * Usage: pnpm bench [--check] [--runs <n>] [--peers]
 *   --check   exit non-zero when a budget is missed or could not be measured
 *   --runs    builds and Lighthouse runs per page (default 3)
 *   --peers   also builds the corpus with VitePress and Rspress (installed on demand under
 *             bench-results/peers), measures them the same way and prints ours as ratios
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchRows, searchSummary } from './lib/benchTable.mjs';
import { measureInBrowser } from './lib/browserRun.mjs';
import { prepareCorpus } from './lib/corpus.mjs';
import { largestFirstLoadCss, searchPayload } from './lib/dist.mjs';
import { buildDependencies, coldBuild, coldBuilds, percentile } from './lib/measure.mjs';
import { mobileSizes } from './lib/mobileSizes.mjs';
import { printComparison } from './lib/peerCompare.mjs';
import { printReference } from './lib/peers.mjs';
import { corpusFigures, saveReport } from './lib/report.mjs';
import { QUERIES } from './lib/search.mjs';
import { projectedSearchPayload } from './lib/searchSize.mjs';

const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean' },
    peers: { type: 'boolean' },
    runs: { type: 'string', default: '3' },
  },
});
const runs = Number(args.runs);
const step = (text) => console.log(`\n▸ ${text}`);

step('Building the packages the site uses');
buildDependencies();

step(`Cold builds of the site (${runs})`);
const { build, builds } = coldBuilds(runs);

step('A cold build of the 63-page corpus the peers were measured on');
const corpus = prepareCorpus();
const corpusBuild = coldBuild(corpus.site);

const port = 4600 + Math.floor(Math.random() * 300);
const measured = await measureInBrowser({
  port,
  runs,
  corpus,
  corpusBuild,
  peers: args.peers,
  step,
});
const { pages, search, corpusPage, corpusSearch, devEdits, compared } = measured;

step('@tessera/mobile size budgets');
const mobile = mobileSizes();

// ── Report ──────────────────────────────────────────────────────────────────────────────
const searchDist = projectedSearchPayload();
const searchResult = searchSummary(search, searchDist);
const corpusDist = path.join(corpus.site, 'dist');
const corpusPayload = searchPayload(corpusDist);
const corpusTyping = corpusSearch.times ? percentile(corpusSearch.times, 50) : null;
const rows = benchRows({
  ...measured,
  build,
  largestCss: largestFirstLoadCss(),
  searchResult,
  componentPages: searchDist?.componentPages,
  mobile,
  corpusPayload,
  corpusTyping,
});

console.log('\nTessera, this machine:');
console.table(rows.map(({ value: _, ...shown }) => shown));

const ours = corpusFigures({
  corpus,
  corpusDist,
  corpusBuild,
  corpusPage,
  corpusPayload,
  corpusTyping,
});
printReference(ours);

const comparison = compared && printComparison(compared.ours, compared.peers);

saveReport({
  date: new Date().toISOString(),
  runs,
  build: { ...build, runs: builds },
  pages,
  search: {
    ...searchResult,
    queries: QUERIES,
    times: search.times ?? null,
    shown: search.shown ?? null,
    again: search.again ?? null,
  },
  corpus: { build: corpusBuild, button: { route: corpus.button, ...corpusPage }, ours },
  devEdits,
  mobile: mobile.rows,
  ...(compared && { peers: { sites: [compared.ours, ...compared.peers], rows: comparison } }),
  rows: rows.map(({ measure, value, verdict: v }) => ({ measure, value, verdict: v })),
});

const missed = rows.filter((r) => r.verdict === 'FAIL' || r.verdict === 'n/a');
if (missed.length) {
  console.log(`\n${missed.length} budget(s) missed or not measured:`);
  for (const r of missed) console.log(`  ${r.verdict}: ${r.measure} = ${r.ours} (${r.budget})`);
}
if (args.check && missed.length) process.exit(1);
