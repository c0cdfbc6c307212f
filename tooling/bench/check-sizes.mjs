/**
 * The deterministic size budgets, checked in CI from the built site (no browser, no timing):
 * first-load JS of the Button page and of the home page (every live demo counted), first-load
 * CSS of every page (each page has a stylesheet of its own: the largest is judged), and the search payload once the site has search: our
 * site's projected to full size (lib/searchSize.mjs) and the 63-page corpus's, which this
 * builds. Prints the numbers and exits non-zero on a miss.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BUTTON_ROUTE, HOME_ROUTE, budgets, kib, verdict } from './lib/budgets.mjs';
import { distDir, firstLoad, largestFirstLoadCss, largestFirstLoadJs } from './lib/dist.mjs';
import { corpusSearchPayload, projectedSearchPayload } from './lib/searchSize.mjs';

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(`No built site in ${distDir}: build it first (pnpm build).`);
  process.exit(1);
}

const button = firstLoad(BUTTON_ROUTE);
const home = firstLoad(HOME_ROUTE);
const css = largestFirstLoadCss();
const pagesJs = largestFirstLoadJs(budgets.pageJs.max);
const search = projectedSearchPayload();
const corpus = search ? corpusSearchPayload() : null;
const rows = [
  {
    measure: `Button page: ${budgets.pageJs.label}`,
    KiB: kib(button.js),
    verdict: verdict(budgets.pageJs, button.js),
  },
  {
    measure: `home page: ${budgets.pageJs.label}`,
    KiB: `${kib(home.js)} (CSS ${kib(home.css)}, HTML ${kib(home.html)})`,
    verdict: verdict(budgets.pageJs, home.js),
  },
  {
    measure: budgets.pageCss.label,
    KiB: `${kib(css.css)} (largest of ${css.documents}: ${css.route}, ${css.stylesheets} stylesheet${css.stylesheets === 1 ? '' : 's'})`,
    verdict: verdict(budgets.pageCss, css.css),
  },
  ...(search
    ? [
        {
          measure: budgets.searchPayload.label,
          KiB:
            `${kib(search.projected)} (now ${kib(search.data + search.worker)}: data ` +
            `${kib(search.data)}, worker ${kib(search.worker)}; ${search.componentPages} ` +
            `component pages at ${kib(search.perPage)} each)`,
          verdict: verdict(budgets.searchPayload, search.projected),
        },
        {
          measure: budgets.searchPayloadCorpus.label,
          KiB: `${kib(corpus.data + corpus.worker)} (data ${kib(corpus.data)}, worker ${kib(corpus.worker)})`,
          verdict: verdict(budgets.searchPayloadCorpus, corpus.data + corpus.worker),
        },
      ]
    : [
        {
          measure: budgets.searchPayload.label,
          KiB: '—',
          verdict: 'n/a: the site has no search yet',
        },
      ]),
];
console.log(
  `Button page first load: ${button.files.js.length} scripts, ${button.files.css.length} stylesheets, CSS ${kib(button.css)} KiB br, HTML ${kib(button.html)} KiB br`,
);
console.table(rows);
// Every live demo counted, some pages exceed the budget; a demo below the first screen loads
// when scrolled near, so `pnpm bench --check` judges those pages by what the browser loads.
console.log(
  `first-load JS with every live demo counted: largest ${kib(pagesJs.js)} KiB (${pagesJs.route}); ` +
    `${pagesJs.over.length} of ${pagesJs.documents} pages and standalone demos over ${kib(budgets.pageJs.max)} KiB` +
    (pagesJs.over.length ? `: ${pagesJs.over.map((page) => page.route).join(', ')}` : ''),
);
if (rows.some((row) => row.verdict === 'FAIL')) {
  console.error('A size budget is missed.');
  process.exit(1);
}
