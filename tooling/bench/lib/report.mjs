/** Where a run of `pnpm bench` is kept, and how it reads beside the previous one. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { kib } from './budgets.mjs';
import { htmlFileOf, repoRoot } from './dist.mjs';
import { fixed } from './benchTable.mjs';

/** Prints each measure whose value changed since `previous` (an earlier report). */
function showChanges(previous, rows) {
  const before = new Map(previous.rows.map((r) => [r.measure, r.value]));
  const changes = rows
    .filter((r) => typeof r.value === 'number' && typeof before.get(r.measure) === 'number')
    .filter((r) => r.value !== before.get(r.measure))
    .map((r) => {
      // Byte counts are stored exactly and shown in KiB, as in the table.
      const show = (value) => (r.measure.includes('KiB') ? kib(value) : value);
      return `  ${r.measure}: ${show(before.get(r.measure))} → ${show(r.value)}`;
    });
  if (changes.length) console.log(`Changed since ${previous.date}:\n${changes.join('\n')}`);
}

/** Writes bench-results/latest.json and lists what changed since the report it replaces. */
export function saveReport(report) {
  const latest = path.join(repoRoot, 'bench-results/latest.json');
  const previous = existsSync(latest) ? JSON.parse(readFileSync(latest, 'utf8')) : null;
  mkdirSync(path.dirname(latest), { recursive: true });
  writeFileSync(latest, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(process.cwd(), latest)}.`);
  if (previous) showChanges(previous, report.rows);
}

/** Our figures on the corpus, in the shape of a peer's reference figures. */
export function corpusFigures({
  corpus,
  corpusDist,
  corpusBuild,
  corpusPage,
  corpusPayload,
  corpusTyping,
}) {
  const lh = corpusPage.lighthouse;
  return {
    buildCpu: fixed(corpusBuild.cpuSeconds, 1),
    componentJsCss: `${kib(corpusPage.js)} / ${kib(corpusPage.css)}`,
    jsOff: /<h1\b/.test(readFileSync(htmlFileOf(corpus.button, corpusDist), 'utf8')) ? 'yes' : 'no',
    lighthouse: `${lh.performance}, ${fixed(lh.tbt)}`,
    searchPayload: corpusPayload ? kib(corpusPayload.data + corpusPayload.worker) : '—',
    typing: corpusTyping == null ? '—' : `${fixed(200 + corpusTyping)} (200 debounce)`,
  };
}
