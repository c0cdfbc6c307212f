/**
 * The product budgets, in one place for `pnpm bench --check`
 * and the size check that runs in CI. `max`/`min` are inclusive limits.
 */
export const KiB = 1024;

export const BUTTON_ROUTE = '/components/tm-button';
export const HOME_ROUTE = '/';

export const budgets = {
  buildCpuSeconds: { max: 13, label: 'cold build CPU ≤ 13 s' },
  buildPeakMiB: { max: 500, label: 'peak build memory ≤ 500 MiB' },
  pageJs: {
    max: 105 * KiB,
    label: 'first-load JS of every page ≤ 105 KiB br (the live demos it loads included)',
  },
  pageCss: { max: 15 * KiB, label: 'first-load CSS of every page ≤ 15 KiB br' },
  performance: { min: 98, label: 'Lighthouse mobile performance ≥ 98' },
  accessibility: { min: 100, label: 'Lighthouse accessibility = 100' },
  // As Lighthouse simulates it: decisions/0018-lcp-as-lighthouse-simulates-it.md.
  lcp: { max: 1500, label: 'Lighthouse LCP ≤ 1500 ms' },
  cls: { max: 0, label: 'layout shift = 0' },
  searchPayload: {
    max: 45 * KiB,
    label: 'search payload, own site at full size (58 component pages) ≤ 45 KiB br',
  },
  searchPayloadCorpus: { max: 30 * KiB, label: 'search payload, 63-page corpus ≤ 30 KiB br' },
  searchDomP95: { max: 8, label: 'search debounce → results in the DOM p95 ≤ 8 ms' },
  devEdit: { max: 300, label: 'page edit in dev → browser ≤ 300 ms' },
};

/** 'pass', 'FAIL', or 'n/a' when the value could not be measured. */
export function verdict(budget, value) {
  if (value == null || Number.isNaN(value)) return 'n/a';
  if (budget.max !== undefined && value > budget.max) return 'FAIL';
  if (budget.min !== undefined && value < budget.min) return 'FAIL';
  return 'pass';
}

export const kib = (bytes) => (bytes == null ? '—' : (bytes / KiB).toFixed(1));
