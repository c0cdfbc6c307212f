/**
 * Reference figures of the peers on the generated 63-page corpus (3 demos a page), printed by
 * `pnpm bench` beside ours in the same shape. They are not measured by that run: `pnpm bench
 * --peers` (or `node tooling/bench/compare-peers.mjs`) builds and measures the peers in the
 * same run as ours instead.
 *
 * Measured on 2026-11-26 on the shared 2-core AMD EPYC machine (Node 20, Chromium as
 * installed), each peer built side by side with ours. Build CPU, Lighthouse and VitePress's
 * search time come from that day's least loaded side-by-side run; the bytes, which do not
 * depend on load, from `compare-peers.mjs` the same day. Rspress's search was not timed in the
 * least loaded run, and under load (`compare-peers.mjs`, load average above 20) its figures
 * say more about the machine than about Rspress.
 */
export const peersMeasured = '2026-11-26, shared 2-core AMD EPYC, Node 20';

export const peers = {
  'VitePress 1.6.4': {
    buildCpu: 18,
    componentJsCss: '83.1 / 19.5',
    jsOff: 'yes',
    lighthouse: '97, 166',
    searchPayload: 52.3,
    typing: 213,
  },
  'Rspress 2.0.22': {
    buildCpu: 10.9,
    componentJsCss: '141.3 / 10.6',
    jsOff: 'yes',
    lighthouse: '99, 124',
    searchPayload: 27.7,
    typing: '—',
  },
};

export const peerRows = [
  ['cold build, CPU s (user+sys)', 'buildCpu'],
  ['component page first-load JS / CSS, KiB brotli', 'componentJsCss'],
  ['main text readable with JavaScript off', 'jsOff'],
  ['Lighthouse mobile, component page (score, TBT ms)', 'lighthouse'],
  ['search payload, KiB brotli (ours: data + worker; peers: index)', 'searchPayload'],
  ['typing → results painted, ms (its debounce included)', 'typing'],
];

/** Prints `ours` (the same keys as a peer's) beside the reference figures. */
export function printReference(ours) {
  console.log(`\nBeside the peers' reference figures (${peersMeasured}), on the generated corpus:`);
  const columns = (key) => ({
    Tessera: ours[key],
    ...Object.fromEntries(Object.entries(peers).map(([name, figures]) => [name, figures[key]])),
  });
  console.table(Object.fromEntries(peerRows.map(([label, key]) => [label, columns(key)])));
  console.log(
    "Our typing time: from the theme's mark as its 200 ms debounce fires to the frame painting the results, plus 200.",
  );
}
