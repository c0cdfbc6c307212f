import type { Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';

/** The search worker's script: the only asset built from the worker's `index` entry. */
const WORKER_SCRIPT = /\/assets\/index-[^/]+\.js$/;
const SEARCH_DATA = /\/assets\/search\.[^/]+\.json$/;

declare global {
  interface Window {
    /** The `action` of every message the page posted to a worker, in order. */
    __workerActions?: string[];
    __x?: unknown;
  }
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => Array.isArray(window.__TESSERA_HYDRATION_ERRORS__));

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

/** Fake clock: installed at START, paused at PAUSED once the page is up. */
const START = new Date('2025-06-02T09:00:00Z');
const PAUSED = new Date('2025-06-02T10:00:00Z');

/** Opens a page and focuses the search box with Ctrl/⌘+K; `paused` stops the page's clock. */
async function open(page: Page, { path = '/guide', paused = false } = {}) {
  if (paused) await page.clock.install({ time: START });
  await page.goto(path);
  await hydrated(page);
  // From here the page's timers (the debounce) run only when the test moves the clock.
  if (paused) await page.clock.pauseAt(PAUSED);
  const box = page.getByRole('combobox', { name: 'Search' });
  await page.keyboard.press('ControlOrMeta+KeyK');
  await expect(box).toBeFocused();
  return box;
}

const results = (page: Page) => page.getByRole('listbox', { name: 'Search' }).getByRole('option');

/** Makes the first option whose text matches `pattern` active with the arrow keys. */
async function moveTo(page: Page, pattern: RegExp) {
  const options = results(page);
  await expect(options.first()).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Search' });
  const texts = await options.allTextContents();
  const ids = await options.evaluateAll((elements) => elements.map((element) => element.id));
  const index = texts.findIndex((text) => pattern.test(text));
  expect(index, texts.join('\n')).toBeGreaterThanOrEqual(0);
  const current = ids.indexOf((await box.getAttribute('aria-activedescendant')) ?? '');
  const steps = (index - current + ids.length) % ids.length || (current < 0 ? ids.length : 0);
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', ids[index]!);
}

test('Ctrl/⌘+K and / focus the box; Loading..., then results with marked matches', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SEARCH_DATA, async (route) => {
    await held;
    await route.continue();
  });
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
  const markup = '<img src=x onerror=window.__x=1>';
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
  const panelElements = await page
    .getByRole('listbox', { name: 'Search' })
    .evaluate((list) => list.parentElement!.querySelectorAll('img, script, svg').length);
  expect(panelElements).toBe(0);
  expect(await problems.csp()).toEqual([]);
});

test('whitespace only sends no query and shows no state (S-06)', async ({ page }) => {
  const sent = await countWorkerMessages(page);
  const box = await open(page, { paused: true });
  await box.fill(' \t \u00a0\u3000 ');
  await page.clock.runFor(1000);
  expect(await sent('get-search-result')).toBe(0);
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(results(page)).toHaveCount(0);
});

test('recent searches are remembered and can be cleared', async ({ page }) => {
  const box = await open(page);
  await box.fill('flex');
  const options = results(page);
  await moveTo(page, /^PageFlex/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Flex' })).toBeVisible();

  await page.reload();
  await hydrated(page);
  await page.keyboard.press('ControlOrMeta+KeyK');
  await expect(page.getByText('Recent searches', { exact: true })).toBeVisible();
  await expect(options).toHaveText(['flex']);
  await options.first().click();
  await expect(box).toHaveValue('flex');
  await expect(options.filter({ hasText: /^PageFlex/ })).toBeVisible();

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

test('40 fast keystrokes send exactly one query (P-01)', async ({ page }) => {
  const sent = await countWorkerMessages(page);
  const box = await open(page, { paused: true });
  await box.pressSequentially('button size shape loading state disabled');
  expect((await box.inputValue()).length).toBe(40);
  await page.clock.runFor(199);
  expect(await sent('get-search-result')).toBe(0);
  await page.clock.runFor(1);
  await expect.poll(() => sent('get-search-result')).toBe(1);
  await expect(results(page).first()).toBeVisible();
  expect(await sent('get-search-result')).toBe(1);
});
