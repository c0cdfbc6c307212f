import type { Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import {
  countDocuments,
  followSidebarLink,
  hydrationErrors,
  rewriteChunk,
  started,
} from './chunks';
import { released } from './releases';

/*
 * What visitors and attackers put in an address after the path (TEST-PLAN 2.2 and 2.6: R-02,
 * query values, fragments and demo ids. Each shows the page or the
 * not-found page, as text, without an error, a reload or a new history entry. How an address
 * is read does not depend on the width, so the phone project runs only the tests that also
 * check where the page is scrolled (under its own top bar) or that use its sidebar drawer.
 */

const ANY_WIDTH = 'reads the address the same at any width: runs in the desktop project';

const NOT_FOUND = 'PAGE NOT FOUND';

/** Records history.length before any page script, to prove an address was replaced in place. */
async function recordHistoryLength(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { historyAtStart: number }).historyAtStart = window.history.length;
  });
  return async () =>
    page.evaluate(() => ({
      atStart: (window as unknown as { historyAtStart: number }).historyAtStart,
      now: window.history.length,
    }));
}

/** Markup that would set window.__x if it ever reached the DOM as HTML. */
const IMG = '<img src=x onerror="window.__x=1">';
const injected = (page: Page) =>
  page.evaluate(() => ({
    flag: (window as unknown as { __x?: unknown }).__x,
    images: document.querySelectorAll('img[src="x"]').length,
  }));

test.describe('R-09 bad ?tab= values show the default tab and leave the address clean', () => {
  const DEFAULT_HEADING = released[0]!;
  for (const [label, query] of [
    ['empty', '?tab='],
    ['unknown', '?tab=nope'],
    ['__proto__', '?tab=__proto__'],
    ['constructor', '?tab=constructor'],
    ['toString', '?tab=toString'],
    ['markup', `?tab=${encodeURIComponent('<script>')}`],
    ['5 000 characters', `?tab=${'a'.repeat(5000)}`],
    ['an unknown first value', '?tab=nope&tab=upcoming'],
  ] as const) {
    test(label, async ({ page, isMobile }) => {
      test.skip(isMobile, ANY_WIDTH);
      const history = await recordHistoryLength(page);
      const documents = countDocuments(page);
      await page.goto(`/guide/log${query}`);
      await started(page);
      await expect(page.getByRole('heading', { level: 2, name: DEFAULT_HEADING })).toBeVisible();
      await expect(page).toHaveURL(/\/guide\/log$/);
      const tabs = page.getByRole('navigation', { name: 'Page views' });
      await expect(tabs.getByRole('link', { name: 'Releases' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const { atStart, now } = await history();
      expect(now, 'replaceState, not pushState').toBe(atStart);
      expect(documents, 'no reload').toEqual(['/guide/log']);
      const text = await page.locator('body').innerText();
      expect(text).not.toContain('undefined');
      expect(text).not.toContain('aaaaaaaaaa');
      expect(text).not.toContain('<script>');
      expect(await hydrationErrors(page)).toEqual([]);
    });
  }

  test('the first of repeated keys wins, and the others are dropped', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, ANY_WIDTH);
    const history = await recordHistoryLength(page);
    const documents = countDocuments(page);
    await page.goto('/guide/log?tab=upcoming&tab=nope&ref=changelog');
    await started(page);
    await expect(page.getByRole('heading', { name: 'Next release' })).toBeVisible();
    await expect(page).toHaveURL(/\/guide\/log\?tab=upcoming&ref=changelog$/);
    const { atStart, now } = await history();
    expect(now).toBe(atStart);
    expect(documents).toEqual(['/guide/log']);
  });

  test('an unknown tab is dropped, keeping the fragment, and the page opens at that heading', async ({
    page,
  }) => {
    const history = await recordHistoryLength(page);
    await page.goto('/guide/log?tab=nope#508-alpha0');
    await started(page);
    await expect(page).toHaveURL(/\/guide\/log#508-alpha0$/);
    const heading = page.getByRole('heading', { level: 2, name: '5.0.8-alpha.0' });
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY), 'scrolled down to it').toBeGreaterThan(0);
    const { atStart, now } = await history();
    expect(now, 'replaceState, not pushState').toBe(atStart);
  });

  test('other query values stay when a bad tab is dropped', async ({ page, isMobile }) => {
    test.skip(isMobile, ANY_WIDTH);
    await page.goto('/guide/log?ref=changelog&tab=nope');
    await started(page);
    await expect(page).toHaveURL(/\/guide\/log\?ref=changelog$/);
  });
});

test.describe('R-11 awkward and malformed fragments never break the page', () => {
  const fragments = [
    '#nope',
    '#%',
    '#<script>',
    '#a"b',
    '#100%',
    '#1-intro',
    '#%e4%bd%a0%e5%a5%bd',
    '#%E0%A4%A',
    `#${'x'.repeat(5000)}`,
  ];
  for (const fragment of fragments) {
    test(`opening ${fragment.slice(0, 24)}`, async ({ page, isMobile }) => {
      test.skip(isMobile, ANY_WIDTH);
      await page.goto(`/components/tm-button${fragment}`);
      await started(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY), 'stays at the top').toBe(0);
      expect(await hydrationErrors(page)).toEqual([]);
    });
  }

  test('changing to each fragment in the open page', async ({ page }) => {
    await page.goto('/components/tm-button');
    await started(page);
    for (const fragment of fragments) {
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, fragment);
      await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
    }
    // A fragment that names a heading still scrolls to it afterwards.
    await page.evaluate(() => {
      window.location.hash = '#api';
    });
    await expect(page.getByRole('heading', { level: 2, name: 'API' })).toBeInViewport();
  });
});

test.describe('R-13 unknown and prototype-named demo ids are not found', () => {
  test.skip(({ isMobile }) => isMobile, ANY_WIDTH);

  for (const id of [
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    '%2e%2e%2f',
    '%2e%2e%2fx',
    'button-demo-nope',
  ]) {
    test(`~demos/${id} standalone`, async ({ page, problems }) => {
      problems.allow(/status of 404/);
      const response = await page.goto(`/~demos/${id}`);
      await started(page);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
      await expect(page.getByText(`Demo not found: ${decodeURIComponent(id)}`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to home page' })).toBeVisible();
    });
  }

  test('~demos/ with no id', async ({ page, problems }) => {
    problems.allow(/status of 404/);
    const response = await page.goto('/~demos/');
    await started(page);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  });

  test('inside a frame of a page, the frame says so and the page keeps working', async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 404/);
    await page.goto('/components/tm-button');
    await started(page);
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.title = 'Framed demo';
      frame.src = '/~demos/__proto__';
      document.querySelector('main')!.prepend(frame);
    });
    const framed = page.frameLocator('iframe[title="Framed demo"]');
    await expect(framed.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    await expect(framed.getByText('Demo not found: __proto__')).toBeVisible();
    await expect(page).toHaveURL(/\/components\/tm-button$/);
    const demo = page.getByRole('region', { name: 'Fill and colour' });
    await demo.getByRole('button', { name: 'Show Code' }).click();
    await expect(demo.getByRole('button', { name: 'Hide Code' })).toBeVisible();
  });
});

test('R-02 a link to an unknown page shows the not-found page without a reload, and Back returns', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 404/);
  // A page whose link points at a page that no longer exists, as after a rename.
  await rewriteChunk(page, /\/assets\/guide-[^/]+\.js$/, [
    ['href:`/components/tm-button`', 'href:`/components/tm-retired`'],
  ]);
  const documents = countDocuments(page);
  await page.goto('/guide/log');
  await started(page);
  await followSidebarLink(page, 'Quick start');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick start' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'still here';
  });
  const link = page.getByRole('main').getByRole('link', { name: 'Button', exact: true });
  await link.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await link.click();

  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await expect(page).toHaveURL(/\/components\/tm-retired$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'still here',
  );
  await expect(page.getByRole('link', { name: 'Back to home page' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Quick start' })).toBeVisible();
  await expect(page).toHaveURL(/\/guide$/);
  // Back keeps the reader down the page, where they left it, not at the top.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
  expect(documents, 'one document for the whole visit').toEqual(['/guide/log']);
});

test.describe('X-05 values from the address are shown as text, never as markup', () => {
  test.skip(({ isMobile }) => isMobile, ANY_WIDTH);

  test('on the not-found page: path, ?tab= and fragment', async ({ page, problems }) => {
    problems.allow(/status of 404/);
    await page.goto(
      `/nope/${encodeURIComponent(IMG)}?tab=${encodeURIComponent(IMG)}#${encodeURIComponent(IMG)}`,
    );
    await started(page);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    expect(await injected(page)).toEqual({ flag: undefined, images: 0 });
    expect(await problems.csp()).toEqual([]);
  });

  test('a demo id is shown as text', async ({ page, problems }) => {
    problems.allow(/status of 404/);
    await page.goto(`/~demos/${encodeURIComponent(IMG)}`);
    await started(page);
    await expect(page.getByText(`Demo not found: ${IMG}`)).toBeVisible();
    expect(await injected(page)).toEqual({ flag: undefined, images: 0 });
  });

  test('on a page with tabs: ?tab= and fragment', async ({ page }) => {
    await page.goto(`/guide/log?tab=${encodeURIComponent(IMG)}#${encodeURIComponent(IMG)}`);
    await started(page);
    await expect(page).toHaveURL(/\/guide\/log#/);
    expect(await injected(page)).toEqual({ flag: undefined, images: 0 });
  });
});
