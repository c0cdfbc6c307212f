/* global window, document, Worker, MutationObserver, requestAnimationFrame -- parts of this file run inside the page */
/**
 * Search latency in Chromium: for a fixed list of queries, the time from the debounced request
 * leaving for the worker to the frame that shows the results.
 *
 * The theme sets no performance marks, so the page is instrumented instead: the moment is taken
 * when the client posts `get-search-result` to the worker (after its 200 ms debounce), and the end
 * is the first DOM change after it, plus the frame that paints it (a task queued from the next
 * animation frame runs once that frame is painted).
 */
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

function instrument() {
  const bench = { painted: [] };
  window.__bench = bench;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message?.action === 'get-search-result') {
      const sentAt = performance.now();
      const observer = new MutationObserver(() => {
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => bench.painted.push(performance.now() - sentAt);
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }
    return post.call(this, message, ...rest);
  };
}

/** Milliseconds per query; null timings, with the reason, when the page has no search box. */
export async function measureSearch(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(instrument);
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
  await search('warm up');

  const start = await painted();
  for (const query of QUERIES) await search(query);
  const times = await page.evaluate((from) => window.__bench.painted.slice(from), start);
  await context.close();
  return { times };
}
