/* global window, document, MutationObserver, requestAnimationFrame -- parts of this file run inside the page */
/**
 * Search latency in Chromium: for a fixed list of queries, the time from the debounce firing to
 * the frame that paints that query's results.
 *
 * The start is the User Timing mark the theme sets when its debounce fires. The end is the first
 * DOM change after that mark that leaves the panel showing the results (an option in the
 * listbox, or the "nothing found" status), not an earlier change such as a loading message;
 * then the frame that paints it (a task queued from the next animation frame runs once that
 * frame is painted). Each query starts from an empty box, so no earlier results can count.
 *
 * The search client keeps its recent answers, so a query typed again on the same page skips
 * the worker. Every page is a new one and the list holds each text once: the figures are those
 * of queries the page has not answered before. `again` then types the list once more on the
 * same page and times those answers apart, with how many of them reached the worker.
 */
/** The theme's `SEARCH_MARK` (packages/docs-theme/src/slots/search/useSearchClient.ts). */
export const SEARCH_MARK = 'tessera-docs:search';

export const QUERIES = [
  'button',
  'Button',
  'butt',
  'buton',
  'buttons',
  'icon',
  'flex',
  'box',
  'gap',
  'loading',
  'disabled',
  'color',
  'theme',
  'dark',
  'size',
  'block',
  'href',
  'css variables',
  'accessibility',
  '按钮',
];

function instrument(markName) {
  const bench = { painted: [], shown: [], asked: 0 };
  window.__bench = bench;
  const Native = window.Worker;
  window.Worker = class extends Native {
    postMessage(message, ...rest) {
      if (message?.action === 'get-search-result') bench.asked += 1;
      return super.postMessage(message, ...rest);
    }
  };
  let timed = -1;
  // The panel around the listbox: the page may hold other status regions.
  const shown = () => {
    const panel = document.querySelector('[role=listbox]')?.parentElement;
    return (
      !!panel &&
      (!!panel.querySelector('[role=option]') ||
        [...panel.querySelectorAll('[role=status]')].some(
          (status) => status.getAttribute('aria-busy') !== 'true',
        ))
    );
  };
  new MutationObserver(() => {
    const mark = performance.getEntriesByName(markName, 'mark').at(-1);
    if (!mark || mark.startTime === timed || !shown()) return;
    timed = mark.startTime;
    bench.shown.push(performance.now() - mark.startTime);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => bench.painted.push(performance.now() - mark.startTime);
      channel.port2.postMessage(null);
    });
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Milliseconds per query: `times` up to the painted frame, `shown` up to the DOM change that
 * shows the results (the page's own work, without the wait for the next frame). With `again`,
 * `again: { times, shown, asked }` for the same queries typed a second time on the page, `asked`
 * counting those the worker was asked. Null timings, with the reason, when the page has no
 * search box or the theme sets no mark.
 */
export async function measureSearch(browser, origin, queries = QUERIES, { again = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(instrument, SEARCH_MARK);
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  const input = page.getByRole('combobox').first();
  if ((await input.count()) === 0) {
    await context.close();
    return { times: null, reason: 'no search box on the home page' };
  }

  const painted = () => page.evaluate(() => window.__bench.painted.length);
  const search = async (query) => {
    await input.fill('');
    await page.waitForFunction(() => !document.querySelector('[role=listbox] [role=option]'));
    const before = await painted();
    await input.fill(query);
    await page.waitForFunction((n) => window.__bench.painted.length > n, before, {
      timeout: 15_000,
    });
  };
  // The first query starts the worker and loads the data: not timed.
  await input.focus();
  await input.fill('warm up');
  const marked = await page
    .waitForFunction((name) => performance.getEntriesByName(name, 'mark').length > 0, SEARCH_MARK, {
      timeout: 5_000,
    })
    .then(
      () => true,
      () => false,
    );
  if (!marked) {
    await context.close();
    return { times: null, reason: `the theme sets no '${SEARCH_MARK}' mark` };
  }
  await search('warm up');

  const pass = async () => {
    const from = await page.evaluate(() => ({
      painted: window.__bench.painted.length,
      asked: window.__bench.asked,
    }));
    for (const query of queries) await search(query);
    return page.evaluate(
      (start) => ({
        times: window.__bench.painted.slice(start.painted),
        shown: window.__bench.shown.slice(start.painted),
        asked: window.__bench.asked - start.asked,
      }),
      from,
    );
  };
  const { times, shown } = await pass();
  const repeated = again ? await pass() : undefined;
  await context.close();
  return { times, shown, ...(repeated && { again: repeated }) };
}
