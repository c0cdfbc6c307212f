/* global window, document, self, MutationObserver -- parts of this file run inside the page or its worker */
/**
 * Where a search's time goes, from the debounce firing to the results in the DOM, in four
 * parts: the box posting the query to the worker (`post`), the worker's own work from the
 * message arriving to its reply (`work`), the two hops between the threads (`hops`: the round
 * trip less the work, which under load is the wait for each thread to be scheduled), and the
 * reply rendered into the DOM (`render`).
 */
import { SEARCH_MARK } from './search.mjs';

function instrumentPage() {
  const log = [];
  window.__breakdown = log;
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (event.data?.action === 'get-search-result') log.push(['reply', performance.now()]);
      });
    }
    postMessage(message, ...rest) {
      if (message?.action === 'get-search-result') log.push(['post', performance.now()]);
      return super.postMessage(message, ...rest);
    }
  };
  new MutationObserver(() => {
    if (document.querySelector('[role=listbox] [role=option]'))
      log.push(['dom', performance.now()]);
  }).observe(document, { childList: true, subtree: true });
}

/** Runs in the worker once started: records how long each message takes until its reply. */
function instrumentWorker() {
  const handle = self.onmessage;
  const post = self.postMessage.bind(self);
  self.__work = [];
  let arrived = 0;
  self.onmessage = (event) => {
    arrived = performance.now();
    handle(event);
  };
  self.postMessage = (reply) => {
    if (reply?.action === 'get-search-result') self.__work.push(performance.now() - arrived);
    post(reply);
  };
}

/**
 * Milliseconds per query for each part, `rounds` times over `queries`, on the site at `origin`.
 * Each round is a new page, as in `measureSearch`: a query typed again on a page is answered
 * from the client's recent answers, without the worker, and would have no parts to time.
 */
export async function measureBreakdown(browser, origin, queries, rounds) {
  const parts = { post: [], work: [], hops: [], render: [] };
  for (let round = 0; round < rounds; round += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const started = new Promise((resolve) => page.on('worker', resolve));
    await page.addInitScript(instrumentPage);
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    const input = page.getByRole('combobox').first();
    await input.focus();
    const worker = await started;
    // The first query waits for the data to load: not timed, and not one of the list.
    await input.fill('warm up');
    await page.waitForFunction(() => window.__breakdown.some(([kind]) => kind === 'dom'));
    await worker.evaluate(instrumentWorker);
    for (const query of queries) {
      await input.fill('');
      await page.waitForFunction(() => !document.querySelector('[role=listbox] [role=option]'));
      await page.evaluate(() => (window.__breakdown.length = 0));
      await input.fill(query);
      await page.waitForFunction(() => window.__breakdown.some(([kind]) => kind === 'dom'));
      const at = await page.evaluate((mark) => {
        const time = (kind) => window.__breakdown.find(([k]) => k === kind)?.[1];
        const start = performance.getEntriesByName(mark, 'mark').at(-1).startTime;
        return { start, post: time('post'), reply: time('reply'), dom: time('dom') };
      }, SEARCH_MARK);
      const work = await worker.evaluate(() => self.__work.at(-1));
      parts.post.push(at.post - at.start);
      parts.work.push(work);
      parts.hops.push(at.reply - at.post - work);
      parts.render.push(at.dom - at.reply);
    }
    await context.close();
  }
  return parts;
}
