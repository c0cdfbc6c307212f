import { expect, test } from '@tessera/playwright-config/fixtures';
import { moveTo, open, results } from './searchPage';
import { countWorkerMessages } from './searchWorker';
import { started } from './chunks';

/**
 * What the visitor types: queries without hits, markup, blanks, regular-expression characters and
 * very long queries are searched as text, and recent searches are remembered.
 */

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
  // Each follows a query with results, so the message seen is this query's own answer.
  for (const query of ['.*', '(?<x>', 'a|b', '\\d+', '[zq]']) {
    await box.fill('(');
    await expect(results(page).first()).toBeVisible();
    await box.fill(query);
    await expect(empty).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(box).toHaveValue('[zq]');
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

test('recent searches are remembered and can be cleared', async ({ page }) => {
  const box = await open(page);
  await box.fill('flex');
  const options = results(page);
  await moveTo(page, /^Go toFlex/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Flex' })).toBeVisible();

  await page.reload();
  await started(page);
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
