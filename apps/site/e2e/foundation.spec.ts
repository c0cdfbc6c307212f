import { expect, test } from '@tessera/playwright-config/fixtures';
import { readFileSync } from 'node:fs';
import { hydrationErrors, started } from './chunks';

/** The docs framework's version, which every page records as `window.__TESSERA_DOCS__.version`. */
const docsVersion = (
  JSON.parse(
    readFileSync(new URL('../../../packages/docs-content/package.json', import.meta.url), 'utf8'),
  ) as { version: string }
).version;

test.describe('prerendered pages', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of [
    ['/', 'Tessera Mobile'],
    ['/guide', 'Quick start'],
  ] as const) {
    test(`${path} shows its main heading before any script runs`, async ({ page }) => {
      const response = await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Chromium parses <noscript> as text even with scripts disabled, so read the document.
      expect(await response?.text()).toContain(
        '<noscript><p>Enable JavaScript to run this app.</p></noscript>',
      );
    });
  }
});

test('pages hydrate without errors and navigate without reloading the document', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  await started(page);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));

  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quick start' })).toBeVisible();
  await expect(page).toHaveTitle('Quick start - Tessera Mobile');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'same document',
  );

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Tessera Mobile' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'same document',
  );
  expect(await hydrationErrors(page)).toEqual([]);
  expect(await page.evaluate(() => window.__TESSERA_DOCS__?.version)).toBe(docsVersion);
  expect(await problems.csp()).toEqual([]);
});

test('an unknown address answers 404 with the not-found page', async ({ page, problems }) => {
  problems.allow(/status of 404/);
  const response = await page.goto('/components/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeVisible();
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tessera Mobile' })).toBeVisible();
  expect(await problems.csp()).toEqual([]);
});
