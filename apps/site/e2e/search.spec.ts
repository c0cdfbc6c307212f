import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from '@tessera/playwright-config/fixtures';
import { holdChunk } from './chunks';
import { hydrated, moveTo, open, results } from './searchPage';

/** The search worker's script: the only asset built from the worker's `index` entry. */
const WORKER_SCRIPT = /\/assets\/index-[^/]+\.js$/;
const SEARCH_DATA = /\/assets\/search\.[^/]+\.json$/;

declare global {
  interface Window {
    /** The `action` of every message the page posted to a worker, in order. */
    __workerActions?: string[];
    /** Search replies held back by `slowWorker`, and whether new ones are held. */
    __heldReplies?: (() => void)[];
    __holdReplies?: boolean;
    /** The marked texts of every results list the panel has shown, one entry per change. */
    __shownMarks?: string[][];
    /** Durations of the main thread's long tasks. */
    __longTasks?: number[];
    __x?: unknown;
  }
}

/** Records every message posted to a worker (TEST-PLAN 3.4), before any page script runs. */
async function countWorkerMessages(page: Page) {
  await page.addInitScript(() => {
    const actions: string[] = (window.__workerActions = []);
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (
      this: Worker,
      ...args: Parameters<Worker['postMessage']>
    ) {
      const message: unknown = args[0];
      actions.push(String((message as { action?: unknown } | null)?.action));
      return post.apply(this, args);
    } as Worker['postMessage'];
  });
  return (action: string) =>
    page.evaluate(
      (wanted) => (window.__workerActions ?? []).filter((name) => name === wanted).length,
      action,
    );
}

/**
 * A slow worker (TEST-PLAN 3.4): search replies are held in the page until `release` delivers
 * them, in the order they came, so a test decides exactly when a late answer arrives.
 */
async function slowWorker(page: Page) {
  await page.addInitScript(() => {
    window.__heldReplies = [];
    window.__holdReplies = true;
    const listen = Worker.prototype.addEventListener;
    Worker.prototype.addEventListener = function (
      this: Worker,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (type !== 'message') return listen.call(this, type, listener, options);
      const deliver = (event: Event) =>
        typeof listener === 'function' ? listener.call(this, event) : listener.handleEvent(event);
      return listen.call(
        this,
        type,
        (event: Event) => {
          const data = (event as MessageEvent<{ action?: string; superseded?: boolean }>).data;
          const isSearchReply = data?.action === 'get-search-result' || data?.superseded;
          if (window.__holdReplies && isSearchReply)
            window.__heldReplies!.push(() => deliver(event));
          else deliver(event);
        },
        options,
      );
    } as Worker['addEventListener'];
  });
  const held = () => page.evaluate(() => window.__heldReplies!.length);
  /** Delivers the held replies; with `stopHolding`, later replies arrive as soon as they come. */
  const release = (stopHolding = false) =>
    page.evaluate((stop) => {
      if (stop) window.__holdReplies = false;
      window.__heldReplies!.splice(0).forEach((deliver) => deliver());
    }, stopHolding);
  return { held, release };
}

/** Records the marked texts of the results list each time it changes, from page start. */
async function recordShownMarks(page: Page) {
  await page.addInitScript(() => {
    const shown: string[][] = (window.__shownMarks = []);
    new MutationObserver(() => {
      const list = document.querySelector('[role=listbox]');
      if (!list?.querySelector('[role=option]')) return;
      shown.push([...list.querySelectorAll('mark')].map((mark) => mark.textContent!.toLowerCase()));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => window.__shownMarks!.length);
}

/** Every list the panel showed from the `from`-th change on marks only `token`. */
async function expectOnlyMarked(page: Page, from: number, token: string) {
  const shown = await page.evaluate((start) => window.__shownMarks!.slice(start), from);
  expect(shown.length).toBeGreaterThan(0);
  for (const marks of shown) {
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.filter((mark) => mark !== token)).toEqual([]);
  }
}

test('Ctrl/⌘+K and / focus the box; Loading..., then results with marked matches', async ({
  page,
}) => {
  const release = await holdChunk(page, SEARCH_DATA);
  await page.goto('/guide');
  await hydrated(page);
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toHaveAttribute('placeholder', 'Type keywords...');

  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');
  await page.getByRole('main').click();
  await expect(box).not.toBeFocused();
  await page.keyboard.press('ControlOrMeta+KeyK');
  await expect(box).toBeFocused();

  await box.pressSequentially('button');
  const loading = page.getByRole('status').filter({ hasText: 'Loading...' });
  await expect(loading).toBeVisible();
  await expect(loading).toHaveAttribute('aria-busy', 'true');
  release();

  const listbox = page.getByRole('listbox', { name: 'Search' });
  const first = listbox.getByRole('option').first();
  await expect(first).toContainText('Button');
  await expect(loading).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const marks = await listbox.locator('mark').allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) expect(mark.toLowerCase()).toBe('button');
});

test('arrow keys move the active option; Enter opens the page at its section', async ({ page }) => {
  const box = await open(page);
  await box.fill('safe area');
  const options = results(page);
  await expect(options.nth(1)).toBeVisible();
  await expect(box).not.toHaveAttribute('aria-activedescendant');

  const [firstId, secondId] = await Promise.all(
    [0, 1].map((i) => options.nth(i).getAttribute('id')),
  );
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', firstId!);
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', secondId!);
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('ArrowUp');
  await expect(box).toHaveAttribute('aria-activedescendant', firstId!);
  // Up from the first option wraps to the last.
  const lastId = await options.last().getAttribute('id');
  await page.keyboard.press('ArrowUp');
  await expect(box).toHaveAttribute('aria-activedescendant', lastId!);

  // The section hint of the Box page.
  await moveTo(page, /^SectionSafe area for bars/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/components\/tm-box#safe-area-for-bars$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Box' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Safe area for bars', exact: true }),
  ).toBeInViewport();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('the open results list, with an active option, passes axe', async ({ page }) => {
  const box = await open(page);
  await box.fill('button');
  await expect(results(page).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
  expect(await axeViolations(page)).toEqual([]);
});

test('Escape closes the list and gives the focus back', async ({ page }) => {
  await page.goto('/guide');
  await hydrated(page);
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('ControlOrMeta+KeyK');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await box.pressSequentially('dialog');
  await expect(
    page.getByRole('listbox', { name: 'Search' }).getByRole('option').first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox', { name: 'Search' })).toBeHidden();
  await expect(skip).toBeFocused();
  await expect(box).toHaveValue('dialog');
});

test('a query without hits says No content was found', async ({ page }) => {
  const box = await open(page);
  await box.pressSequentially('qwxzzyv');
  await expect(page.getByRole('status').filter({ hasText: 'No content was found' })).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test('markup typed into the box stays text (S-03)', async ({ page, problems }) => {
  const box = await open(page);
  const panel = page.getByRole('listbox', { name: 'Search' }).locator('..');
  for (const markup of [
    '<img src=x onerror=window.__x=1>',
    '"><svg onload=window.__x=2>',
    '</mark><script>window.__x=3</script>',
  ]) {
    await box.fill(markup);
    // Whatever the query finds (its words may occur in the pages), the search has answered.
    await expect(
      results(page)
        .first()
        .or(page.getByRole('status').filter({ hasText: 'No content was found' })),
    ).toBeVisible();
    await expect(box).toHaveValue(markup);
    expect(await page.evaluate(() => window.__x)).toBeUndefined();
    // The panel around the results: no element came from the query.
    await expect(panel.locator('img, script, svg, iframe')).toHaveCount(0);
  }
  expect(await problems.csp()).toEqual([]);
});

test('whitespace only sends no query and shows no state (S-06)', async ({ page }) => {
  const sent = await countWorkerMessages(page);
  const box = await open(page, { paused: true });
  // Focusing the box started the worker: the counter sees its messages.
  await expect.poll(() => sent('generate-metadata')).toBe(1);
  for (const blank of [' ', '   ', '\t', '\u00a0', '\u3000', ' \t \u00a0\u3000 ']) {
    await box.fill(blank);
    await page.clock.runFor(1000);
    expect(await sent('get-search-result')).toBe(0);
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'No content was found' })).toHaveCount(
      0,
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(results(page)).toHaveCount(0);
  }
});

test('recent searches are remembered and can be cleared', async ({ page }) => {
  const box = await open(page);
  await box.fill('flex');
  const options = results(page);
  await moveTo(page, /^Go toFlex/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Flex' })).toBeVisible();

  await page.reload();
  await hydrated(page);
  await page.keyboard.press('ControlOrMeta+KeyK');
  await expect(page.getByText('Recent searches', { exact: true })).toBeVisible();
  await expect(options).toHaveText(['flex']);
  await options.first().click();
  await expect(box).toHaveValue('flex');
  await expect(options.filter({ hasText: /^Go toFlex/ })).toBeVisible();

  await box.fill('');
  await page.getByRole('button', { name: 'Clear recent searches' }).click();
  await expect(options).toHaveCount(0);
  await expect(page.getByText('Recent searches', { exact: true })).toHaveCount(0);
  expect(
    await page.evaluate(() => localStorage.getItem('tessera-docs:recent-searches')),
  ).toBeNull();
});

for (const fault of ['404', 'blocked'] as const) {
  test(`a worker script that is ${fault} says search is unavailable and keeps the query (N-09)`, async ({
    page,
    problems,
  }) => {
    problems.allow(/Failed to load resource|status of 404|net::ERR_FAILED/);
    let requested = 0;
    await page.route(WORKER_SCRIPT, (route) => {
      requested++;
      return fault === '404'
        ? route.fulfill({ status: 404, body: '' })
        : route.abort('blockedbyclient');
    });
    const box = await open(page);
    await box.pressSequentially('button');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Search is unavailable right now');
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    await expect(box).toHaveValue('button');
    expect(requested).toBeGreaterThan(0);
    // The rest of the site still works.
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
}

test('40 keystrokes 30 ms apart send one query, 200 ms after the last (P-01)', async ({ page }) => {
  const sent = await countWorkerMessages(page);
  const box = await open(page, { paused: true });
  const text = 'button size shape loading state disabled';
  expect(text).toHaveLength(40);
  for (const [i, key] of [...text].entries()) {
    await page.keyboard.type(key);
    // Each keystroke comes 30 ms after the one before, well inside the 200 ms debounce.
    if (i < text.length - 1) await page.clock.runFor(30);
  }
  await expect(box).toHaveValue(text);
  expect(await sent('get-search-result')).toBe(0);
  await page.clock.runFor(199);
  expect(await sent('get-search-result')).toBe(0);
  await page.clock.runFor(1);
  await expect.poll(() => sent('get-search-result')).toBe(1);
  await expect(results(page).first()).toBeVisible();
  const marks = await page
    .getByRole('listbox', { name: 'Search' })
    .locator('mark')
    .allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) expect(text.split(' ')).toContain(mark.toLowerCase());
  await page.clock.runFor(1000);
  expect(await sent('get-search-result')).toBe(1);
});

test('regular-expression characters are searched as text (S-01)', async ({ page, problems }) => {
  const box = await open(page);
  const listbox = page.getByRole('listbox', { name: 'Search' });
  const empty = page.getByRole('status').filter({ hasText: 'No content was found' });

  // '(' occurs in the pages (code and prose): every match marked is a literal '('.
  await box.fill('(');
  await expect(results(page).first()).toBeVisible();
  const marks = await listbox.locator('mark').allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  expect(marks.filter((mark) => mark !== '(')).toEqual([]);

  // Patterns that would match everything as a RegExp find only their literal text, here nothing.
  for (const query of ['.*', '(?<x>', 'a|b', '\\d+', '[button]']) {
    await box.fill(query);
    await expect(empty).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(box).toHaveValue('[button]');
  expect(await problems.csp()).toEqual([]);
});

test('a 1 000-character query is cut to 200, answered, and blocks nothing (S-05)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const durations: number[] = (window.__longTasks = []);
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => durations.push(entry.duration)),
    ).observe({ type: 'longtask', buffered: true });
  });
  const box = await open(page);
  await page.evaluate(() => (window.__longTasks!.length = 0));
  const words = ['button', 'loading', 'dialog', 'toast', 'size', 'qwzx'];
  const query = Array.from({ length: 200 }, (_, i) => words[i % words.length]).join(' ');
  const long = query.slice(0, 1000);
  expect(long).toHaveLength(1000);
  await box.fill(long);
  await expect(box).toHaveValue(long.slice(0, 200));
  await expect(
    results(page)
      .first()
      .or(page.getByRole('status').filter({ hasText: 'No content was found' })),
  ).toBeVisible();
  // The page still answers input at once.
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  const longest = await page.evaluate(() => Math.max(0, ...window.__longTasks!));
  expect(longest, 'longest main-thread task, ms').toBeLessThan(200);
});

test('a query typed while the search data loads shows Loading..., then its results (S-10)', async ({
  page,
}) => {
  const sent = await countWorkerMessages(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let dataRequests = 0;
  await page.route(SEARCH_DATA, async (route) => {
    dataRequests++;
    await held;
    await route.continue();
  });
  const box = await open(page, { paused: true });
  await box.pressSequentially('dialog');
  await page.clock.runFor(200);
  const loading = page.getByRole('status').filter({ hasText: 'Loading...' });
  await expect(loading).toBeVisible();
  await expect(loading).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => dataRequests).toBe(1);
  // The visitor changes the query while the data is still on its way.
  await box.fill('toast');
  await page.clock.runFor(200);
  await expect(loading).toBeVisible();
  expect(await sent('get-search-result')).toBe(0);

  release();
  await expect(results(page).filter({ hasText: 'Toast' }).first()).toBeVisible();
  await expect(loading).toHaveCount(0);
  const marks = await page
    .getByRole('listbox', { name: 'Search' })
    .locator('mark')
    .allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) expect(mark.toLowerCase()).toBe('toast');
  // Only the latest query went to the worker, once its data was ready.
  expect(await sent('get-search-result')).toBe(1);
  expect(await sent('generate-metadata')).toBe(1);
});

test('clearing the box drops the slow answer to the query before (S-11)', async ({ page }) => {
  const sent = await countWorkerMessages(page);
  const { held, release } = await slowWorker(page);
  const changes = await recordShownMarks(page);
  const box = await open(page);
  await box.fill('button');
  await expect.poll(held).toBe(1);
  await box.fill('');
  const cleared = await changes();
  await release(true);
  // A later query answers after the stale reply was delivered: anything shown since the clearing
  // belongs to it.
  await box.fill('dialog');
  await expect(results(page).filter({ hasText: 'Dialog' }).first()).toBeVisible();
  await expectOnlyMarked(page, cleared, 'dialog');
  expect(await sent('get-search-result')).toBe(2);
});

test('retyping during a slow answer shows only the latest query (S-11)', async ({ page }) => {
  const sent = await countWorkerMessages(page);
  const { held, release } = await slowWorker(page);
  const changes = await recordShownMarks(page);
  const box = await open(page);
  await box.fill('button');
  await expect.poll(held).toBe(1);
  const before = await changes();
  await box.fill('dialog');
  await expect.poll(() => sent('get-search-result')).toBe(2);
  await expect.poll(held).toBe(2);
  // Both answers arrive, the stale one first.
  await release(true);
  await expect(results(page).filter({ hasText: 'Dialog' }).first()).toBeVisible();
  await expectOnlyMarked(page, before, 'dialog');
});

test("search works under the site's Content-Security-Policy with no violation (X-08)", async ({
  page,
  problems,
}) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const response = await page.goto('/guide');
  expect(response?.headers()['content-security-policy']).toContain("worker-src 'self'");
  await hydrated(page);
  const box = page.getByRole('combobox', { name: 'Search' });
  await page.keyboard.press('ControlOrMeta+KeyK');
  await box.pressSequentially('toast');
  // Typed slowly, every letter may be searched: 'Go to' comes with the whole name's answer.
  await expect(results(page).first()).toHaveText(/^Go toToast/);
  // The worker is a file of the site, never a Blob URL (TEST-PLAN X-11).
  expect(workers).toHaveLength(1);
  expect(new URL(workers[0]!).origin).toBe(new URL(page.url()).origin);
  expect(workers[0]).toMatch(WORKER_SCRIPT);
  await moveTo(page, /^Go toToast/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Toast' })).toBeVisible();
  expect(await problems.csp()).toEqual([]);
});

test('a page whose policy forbids workers says search is unavailable and keeps the query (N-09)', async ({
  page,
  problems,
}) => {
  problems.allow(/Refused to create a worker|worker-src/);
  await page.route(
    (url) => url.pathname === '/guide',
    async (route) => {
      const response = await route.fetch();
      const policy = response.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("worker-src 'self'");
      await route.fulfill({
        response,
        headers: {
          ...response.headers(),
          'content-security-policy': policy.replace("worker-src 'self'", "worker-src 'none'"),
        },
      });
    },
  );
  const box = await open(page);
  await box.pressSequentially('button');
  await expect(page.getByRole('alert')).toContainText('Search is unavailable right now');
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  await expect(box).toHaveValue('button');
  expect((await problems.csp()).some((violation) => violation.startsWith('worker-src'))).toBe(true);
  // The rest of the site still works.
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('a prop two API tables show from one declaration is one result, opening at its row', async ({
  page,
}) => {
  const box = await open(page);
  await box.fill('placement');
  const options = results(page);
  const placement = options.filter({ hasText: /^Contentplacement · Popover/ });
  await expect(placement).toHaveCount(1);
  await expect(options.filter({ hasText: /^Contentplacement · PopoverMenu/ })).toHaveCount(0);
  // The result reads as plain text: no markdown backticks from the description.
  await expect(placement).toContainText('Preferred side and alignment');
  await expect(placement).not.toContainText('`');

  await moveTo(page, /^Contentplacement · Popover/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/components\/tm-popover#popover-placement$/);
  const table = page.getByRole('region', { name: 'Popover', exact: true });
  await expect(table.getByRole('row', { name: /^placement/ })).toBeInViewport();
});

test('props the library marks internal are not searchable', async ({ page }) => {
  const box = await open(page);
  await box.fill('popupRole');
  await expect(page.getByRole('status').filter({ hasText: 'No content was found' })).toBeVisible();
});
