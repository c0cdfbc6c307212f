/**
 * The search payload budgets (ARCHITECTURE.md, "Budgets"), deterministic, from built sites: our own
 * site at full size, projected from what it has now, and the 63-page corpus the peers were
 * measured on, built with our pipeline.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { prepareCorpus } from './corpus.mjs';
import { brotliSize, distDir, repoRoot, searchPayload } from './dist.mjs';

/** The site at full size: every component of the product spec has its page (58 routes). */
export const FULL_SIZE_COMPONENT_PAGES = 58;

const isComponentPage = (page) => page.l.startsWith('/components/');

/**
 * The search payload of our site once it documents every component: the data file as built,
 * plus, for each component page still to come, the mean cost of one of today's component pages
 * (what the brotli file shrinks by without it, so text shared with other pages counts once),
 * plus the worker, whose size does not grow with the pages.
 */
export function projectedSearchPayload(dist = distDir, pages = FULL_SIZE_COMPONENT_PAGES) {
  const payload = searchPayload(dist);
  if (!payload) return null;
  const file = payload.files.find((url) => /\/search\.[\w-]+\.json$/.test(url));
  const data = JSON.parse(readFileSync(path.join(dist, file), 'utf8'));
  const size = (records) => brotliSize(JSON.stringify({ ...data, p: records }));
  const whole = size(data.p);
  const costs = data.p.flatMap((page, i) =>
    isComponentPage(page) ? [whole - size(data.p.filter((_, j) => j !== i))] : [],
  );
  const perPage = costs.reduce((sum, cost) => sum + cost, 0) / costs.length;
  const missing = Math.max(0, pages - costs.length);
  return {
    ...payload,
    componentPages: costs.length,
    perPage,
    projected: Math.round(payload.data + missing * perPage + payload.worker),
  };
}

/** Builds the 63-page corpus (not timed) and returns its search payload. */
export function corpusSearchPayload() {
  const corpus = prepareCorpus();
  execFileSync(
    process.execPath,
    [path.join(repoRoot, 'packages/docs-content/bin/tessera-docs.js'), 'build'],
    { cwd: corpus.site, stdio: 'ignore' },
  );
  return searchPayload(path.join(corpus.site, 'dist'));
}
