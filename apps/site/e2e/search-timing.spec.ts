import { expect, test } from '@tessera/playwright-config/fixtures';
import { open, results } from './searchPage';
import {
  countWorkerMessages,
  expectOnlyMarked,
  recordShownMarks,
  SEARCH_DATA,
  slowWorker,
} from './searchWorker';

/**
 * When queries go to the worker and which answer is shown: the debounce, a query typed while
 * the data loads, and slow answers overtaken by a newer query or a cleared box.
 */

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
