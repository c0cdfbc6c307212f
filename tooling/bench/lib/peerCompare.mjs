/**
 * `pnpm bench --peers`: builds the generated corpus with each peer in the same run as ours,
 * measures every site with the same harness (build under GNU time, first load and Lighthouse on
 * the Button page, search timed from the input event), and prints the figures with ours as a
 * ratio of each peer's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { kib } from './budgets.mjs';
import { brotliSize, searchPayload } from './dist.mjs';
import { firstLoadTransfer, lighthouseMedian, median, startServer } from './measure.mjs';
import { buildPeer, installPeer } from './peerBuild.mjs';
import { ourSearch, peerSites } from './peerSites.mjs';
import { serveStatic } from './staticServer.mjs';
import { measureTyping } from './typing.mjs';

const step = (text) => console.log(`\n▸ ${text}`);

/** First load, Lighthouse and search of one served site. */
export async function measureServed(browser, { origin, button, search, queries, runs }) {
  const url = `${origin}${button}`;
  const firstLoad = await firstLoadTransfer(browser, url);
  const lighthouse = await lighthouseMedian(url, runs);
  const typing = await measureTyping(browser, origin, search, queries);
  return { firstLoad, lighthouse, typing };
}

/** Brotli bytes of the build's files whose path (from the build's root) matches `pattern`. */
function filesBytes(dist, pattern) {
  return readdirSync(dist, { recursive: true })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => pattern.test(file))
    .reduce((total, file) => total + brotliSize(readFileSync(path.join(dist, file))), 0);
}

/** Our corpus site, already built cold (`build` from `coldBuild`), served and measured as the peers are. */
export async function measureOurs(browser, { corpus, build, runs, port }) {
  step(`Tessera: the corpus's Button page first load, Lighthouse (${runs}), search`);
  const server = await startServer(port, corpus.site);
  try {
    const served = await measureServed(browser, {
      origin: server.origin,
      button: corpus.button,
      search: ourSearch,
      queries: corpus.queries,
      runs,
    });
    const payload = searchPayload(path.join(corpus.site, 'dist'));
    return { name: 'Tessera', build, searchBytes: payload.data + payload.worker, ...served };
  } finally {
    server.stop();
  }
}

/** Installs, builds, serves and measures each peer; `port` is the one its server may use. */
export async function measurePeers(browser, { corpus, runs, port }) {
  const results = [];
  for (const peer of peerSites) {
    step(`${peer.name}: install on demand, cold build of the corpus`);
    const site = installPeer(peer);
    const build = buildPeer(peer, site, corpus.root);
    console.log(
      `  CPU ${build.cpuSeconds.toFixed(1)} s, wall ${build.wallSeconds.toFixed(1)} s, peak ${build.peakMiB.toFixed(0)} MiB`,
    );
    step(`${peer.name}: Button page first load, Lighthouse (${runs}), search`);
    const server = await serveStatic(build.dist, port);
    try {
      const served = await measureServed(browser, {
        origin: server.origin,
        button: peer.button,
        search: peer.search,
        queries: corpus.queries,
        runs,
      });
      const searchBytes = filesBytes(build.dist, peer.searchIndex);
      results.push({ name: peer.name, build, searchBytes, ...served });
    } finally {
      server.stop();
    }
  }
  return results;
}

/**
 * For `pnpm bench --peers`: our corpus site as the bench has already built and measured it
 * (`measured`: its build, its Button page's first load and Lighthouse, its server's origin),
 * timed by the peers' search harness, then each peer.
 */
export async function compareOnCorpus(browser, { corpus, measured, runs, port }) {
  step('The corpus: search timed from the input event, as the peers are');
  const typing = await measureTyping(browser, measured.origin, ourSearch, corpus.queries);
  const { lighthouse, ...firstLoad } = measured.page;
  const payload = searchPayload(path.join(corpus.site, 'dist'));
  const ours = {
    name: 'Tessera',
    build: measured.build,
    searchBytes: payload.data + payload.worker,
    firstLoad,
    lighthouse,
    typing,
  };
  return { ours, peers: await measurePeers(browser, { corpus, runs, port }) };
}

const firstLoadBytes = (site) => site.firstLoad.js + site.firstLoad.css + site.firstLoad.html;
/** A site's search time, input to first result painted, p50 of its queries (debounce included). */
export const typingP50 = (site) => median(site.typing.painted);
const afterDebounce = (site) => typingP50(site) - site.typing.debounceMs;

/** Each row: a label, how to read a figure from a site, and how to show it. */
const measures = [
  ['cold build CPU s (user+sys)', (s) => s.build.cpuSeconds, (v) => v.toFixed(1)],
  ['cold build peak memory MiB', (s) => s.build.peakMiB, (v) => v.toFixed(0)],
  ['Button page first load KiB br (JS+CSS+HTML)', firstLoadBytes, kib],
  ['Button page first-load JS KiB br', (s) => s.firstLoad.js, kib],
  ['Button page first-load CSS KiB br', (s) => s.firstLoad.css, kib],
  ['Button page Lighthouse performance', (s) => s.lighthouse.performance, String],
  ['Button page Lighthouse TBT ms', (s) => s.lighthouse.tbt, (v) => v.toFixed(0)],
  ['Button page Lighthouse LCP ms', (s) => s.lighthouse.lcp, (v) => v.toFixed(0)],
  ['search payload KiB br (ours: data + worker; peers: index)', (s) => s.searchBytes, kib],
  ['search: input → first result painted, p50 ms', typingP50, (v) => v.toFixed(0)],
  ['search: the same after the debounce, p50 ms', afterDebounce, (v) => v.toFixed(1)],
];

/** The rows printed and saved: each site's figure, then ours as a ratio of each peer's. */
export function comparisonRows(ours, peers) {
  return measures.map(([measure, read, show]) => {
    const value = read(ours);
    const row = { measure, Tessera: show(value) };
    for (const peer of peers) row[peer.name] = show(read(peer));
    for (const peer of peers) {
      const theirs = read(peer);
      row[`Tessera ÷ ${peer.name.split(' ')[0]}`] = theirs
        ? `${(value / theirs).toFixed(2)}×`
        : '—';
    }
    return row;
  });
}

export function printComparison(ours, peers) {
  console.log(
    '\nThe generated 63-page corpus, built and measured in this run (ratios: below 1 is ours smaller or faster, except Lighthouse performance):',
  );
  const rows = comparisonRows(ours, peers);
  console.table(Object.fromEntries(rows.map(({ measure, ...rest }) => [measure, rest])));
  console.log(
    `Search debounces: Tessera ${ours.typing.debounceMs} ms, ${peers.map((p) => `${p.name} ${p.typing.debounceMs} ms`).join(', ')}.`,
  );
  return rows;
}
