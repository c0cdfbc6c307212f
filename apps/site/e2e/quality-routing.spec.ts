import type { Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { hydrationErrors, started } from './chunks';
import { inGroups, pageRoutes } from './quality-routes';

/*
 * Addresses as visitors and attackers type them (TEST-PLAN 2.2,
 * R-17), against the built site and its server. Desktop only: nothing here depends on width.
 */
test.skip(({ isMobile }) => isMobile, 'runs in the desktop project');

const NOT_FOUND_HEADING = 'PAGE NOT FOUND';

/**
 * Loads a raw path exactly as typed (no URL normalisation by the test) and waits until the app
 * has started and settled. Prerendered pages hydrate; the not-found document renders afresh.
 */
async function open(page: Page, baseURL: string, rawPath: string) {
  const response = await page.goto(`${baseURL}${rawPath}`);
  await started(page);
  await page.waitForLoadState('networkidle');
  return response;
}

test('R-01 an unknown route answers 404 with the not-found page, noindex and no doc chrome', async ({
  page,
  baseURL,
  problems,
}) => {
  problems.allow(/status of 404/);
  const response = await open(page, baseURL!, '/components/nope');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(`${baseURL}/components/nope`);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page).toHaveTitle(/PAGE NOT FOUND/);
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toHaveCount(0);
  expect(await hydrationErrors(page)).toEqual([]);
});

test.describe('R-03 double slashes never leave the origin and never throw', () => {
  for (const [rawPath, heading] of [
    ['//evil.example/', NOT_FOUND_HEADING],
    ['//components/tm-button', null],
    ['/components//tm-button', null],
    ['/components/tm-button//', 'Button 按钮'],
  ] as const) {
    test(rawPath, async ({ page, baseURL, problems }) => {
      problems.allow(/status of 404/);
      await open(page, baseURL!, rawPath);
      const location = await page.evaluate(() => ({
        origin: window.location.origin,
        pathname: window.location.pathname,
      }));
      expect(location.origin).toBe(new URL(baseURL!).origin);
      expect(location.pathname, 'trailing slashes removed').not.toMatch(/.\/$/);
      const h1 = page.getByRole('heading', { level: 1 });
      // Either the page itself or the not-found page, as long as server and client agree.
      await expect(h1).toHaveText(heading ?? /^(Button 按钮|PAGE NOT FOUND)$/);
      expect(await hydrationErrors(page)).toEqual([]);
    });
  }
});

test.describe('R-04 backslash and encoded slashes stay on the origin and show the not-found page', () => {
  for (const rawPath of ['/\\evil.example/', '/%5Cevil.example/', '/%2F%2Fevil.example/']) {
    test(rawPath, async ({ page, baseURL, problems }) => {
      problems.allow(/status of 404/);
      const response = await open(page, baseURL!, rawPath);
      expect(response?.status()).toBe(404);
      expect(await page.evaluate(() => window.location.origin)).toBe(new URL(baseURL!).origin);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
      expect(await hydrationErrors(page)).toEqual([]);
    });
  }
});

test('R-05 a trailing slash is removed in place, keeping query and hash, with one document request', async ({
  page,
  baseURL,
}) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.addInitScript(() => {
    (window as unknown as { historyAtStart: number }).historyAtStart = window.history.length;
  });
  await open(page, baseURL!, '/guide/log/?tab=upcoming#main-content');
  await expect(page).toHaveURL(`${baseURL}/guide/log?tab=upcoming#main-content`);
  expect(documents).toHaveLength(1);
  const history = await page.evaluate(() => ({
    atStart: (window as unknown as { historyAtStart: number }).historyAtStart,
    now: window.history.length,
  }));
  expect(history.now, 'replaceState, not pushState').toBe(history.atStart);
  await expect(page.locator('#main-content')).toBeInViewport();
  expect(await hydrationErrors(page)).toEqual([]);

  await open(page, baseURL!, '/');
  await expect(page).toHaveURL(`${baseURL}/`);
});

test.describe('R-07 encoded characters give the page or the not-found page, never a URIError', () => {
  for (const [rawPath, expected] of [
    ['/components/%74m-button', /^(Button 按钮|PAGE NOT FOUND)$/],
    ['/guide/%E4%B8%AD%E6%96%87', NOT_FOUND_HEADING],
    ['/components/tm-button%20', /^(Button 按钮|PAGE NOT FOUND)$/],
    ['/components/%E0%A4%A', NOT_FOUND_HEADING],
  ] as const) {
    test(rawPath, async ({ page, baseURL, problems }) => {
      problems.allow(/status of 404/);
      const response = await open(page, baseURL!, rawPath);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveText(expected);
      // The status and the page shown must agree.
      const shown = await h1.textContent();
      expect(response?.status()).toBe(shown === NOT_FOUND_HEADING ? 404 : 200);
      expect(await hydrationErrors(page)).toEqual([]);
    });
  }
});

test.describe('R-17 with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  // One page and one step per route: a test per route took two and a half times as long.
  for (const share of inGroups(pageRoutes(), 3)) {
    test(`${share[0]} and ${share.length - 1} more routes each show their prerendered content, real links and the noscript message`, async ({
      page,
    }) => {
      test.slow();
      for (const route of share) {
        await test.step(route, async () => {
          const response = await page.goto(route);
          // The page's title comes first; a demo may render headings of its own.
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          expect(await response?.text(), route).toContain(
            '<noscript><p>Enable JavaScript to run this app.</p></noscript>',
          );
          const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
          expect(await links.count(), route).toBeGreaterThan(0);
          for (const href of await links.evaluateAll((as) =>
            as.map((a) => a.getAttribute('href')),
          )) {
            expect(href, route).toMatch(/^\//);
          }
        });
      }
    });
  }

  test('links navigate without JavaScript', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Guide' })
      .click();
    await expect(page).toHaveURL(/\/guide$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quick start' })).toBeVisible();
  });
});
