/* global window, document, MutationObserver, requestAnimationFrame -- parts of this file run inside the page */
/**
 * Search timed the same way on any site, ours and the peers': from the `input` event of the
 * query to the first visible result row, plus the frame that paints it (a task queued from the
 * next animation frame runs once that frame is painted). Each query is typed into an emptied box
 * once no row is visible, so the first row seen is that query's. Each site's own debounce is
 * inside that time.
 */

function instrument(rowSelector) {
  const bench = { armed: false, inputAt: -1, done: true, times: [] };
  window.__typing = bench;
  document.addEventListener(
    'input',
    () => {
      bench.inputAt = performance.now();
      bench.done = false;
    },
    true,
  );
  new MutationObserver(() => {
    if (bench.done || !bench.armed) return;
    if (![...document.querySelectorAll(rowSelector)].some((row) => row.checkVisibility())) return;
    bench.done = true;
    const shown = performance.now() - bench.inputAt;
    const start = bench.inputAt;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () =>
        bench.times.push({ shown, painted: performance.now() - start });
      channel.port2.postMessage(null);
    });
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Milliseconds per query, each query typed `rounds` times: `painted`, and `shown` (up to the
 * row in the DOM, without the frame).
 * `search` names the selectors: `open` (a button to click first, if any), `input`, `row`.
 */
export async function measureTyping(browser, origin, search, queries, rounds = 3) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(instrument, search.row);
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  if (search.open) await page.locator(search.open).first().click();
  const input = page.locator(search.input).first();
  await input.waitFor();
  await input.focus();

  const noRows = () =>
    page.waitForFunction(
      (selector) => ![...document.querySelectorAll(selector)].some((row) => row.checkVisibility()),
      search.row,
      { timeout: 5_000 },
    );
  const type = async (query) => {
    await page.evaluate(() => (window.__typing.armed = false));
    await input.fill('');
    await noRows();
    // The emptied box's own debounce must not fire into the next query.
    await page.waitForTimeout(search.debounceMs + 200);
    const before = await page.evaluate(() => window.__typing.times.length);
    await page.evaluate(() => (window.__typing.armed = true));
    await input.fill(query);
    await page.waitForFunction((n) => window.__typing.times.length > n, before, {
      timeout: 15_000,
    });
  };
  // The first query loads the index and starts any worker: not timed.
  await type(queries[0]);
  const start = await page.evaluate(() => window.__typing.times.length);
  for (let round = 0; round < rounds; round += 1) for (const query of queries) await type(query);
  const times = await page.evaluate((from) => window.__typing.times.slice(from), start);
  await context.close();
  return {
    painted: times.map((t) => t.painted),
    shown: times.map((t) => t.shown),
    debounceMs: search.debounceMs,
  };
}
