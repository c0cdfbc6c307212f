import type { Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { ENTRY_CHUNK, holdChunk, hydrationErrors, started } from './chunks';

/*
 * A prerendered demo far down a page loads its code when it comes near the viewport or when
 * somebody uses it; a click made while its code is still on the way is not lost.
 */

const PAGE = '/components/tm-popover';
/** The last demo of the page, far below the first screen on phones and desktops alike. */
const DEMO = 'Dark mode and controlled visibility';
const CHUNK = /\/assets\/dark-controlled-[^/]+\.js$/;
const TIP = 'Double-tap a photo to like it';

function chunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (CHUNK.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

test('a demo far down the page fetches no code at load, and works once scrolled to', async ({
  page,
}) => {
  const requested = chunkRequests(page);
  await page.goto(PAGE);
  await started(page);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  // Its prerendered markup is on the page all along.
  const demo = page.getByRole('region', { name: DEMO });
  await expect(demo.getByRole('button', { name: 'Tip', exact: true })).toHaveCount(1);

  const loaded = page.waitForRequest(CHUNK);
  await demo.scrollIntoViewIfNeeded();
  await loaded;
  await demo.getByRole('button', { name: 'Tip', exact: true }).click();
  await expect(demo.getByText(TIP)).toBeVisible();
  await demo.getByRole('button', { name: 'Hide tip' }).click();
  await expect(demo.getByText(TIP)).toBeHidden();
  expect(requested).toHaveLength(1);
  expect(await hydrationErrors(page)).toEqual([]);
});

/** The page, started, with the demo's code held back until `release` is called. */
async function openWithDemoHeld(page: Page) {
  const release = await holdChunk(page, CHUNK);
  await page.goto(PAGE);
  await started(page);
  return { release, demo: page.getByRole('region', { name: DEMO }) };
}

test('a click on a demo whose code is still loading takes effect once it has loaded', async ({
  page,
}) => {
  const { release, demo } = await openWithDemoHeld(page);
  await demo.getByRole('button', { name: 'Tip', exact: true }).click();
  await expect(demo.getByText(TIP)).toHaveCount(0);
  release();
  await expect(demo.getByText(TIP)).toBeVisible();
  expect(await hydrationErrors(page)).toEqual([]);
});

test('a click on a demo before the page has started takes effect once the demo is live', async ({
  page,
}) => {
  const release = await holdChunk(page, ENTRY_CHUNK);
  // Not until `load`: an entry script added before it holds the event back.
  await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
  const demo = page.getByRole('region', { name: DEMO });
  await demo.getByRole('button', { name: 'Tip', exact: true }).click();
  expect(await page.evaluate(() => '__TESSERA_HYDRATION_ERRORS__' in window)).toBe(false);
  await expect(demo.getByText(TIP)).toHaveCount(0);
  release();
  await expect(demo.getByText(TIP)).toBeVisible();
  expect(await hydrationErrors(page)).toEqual([]);
});

test('Enter on a focused demo button whose code is still loading takes effect once loaded', async ({
  page,
}) => {
  const { release, demo } = await openWithDemoHeld(page);
  await demo.getByRole('button', { name: 'Tip', exact: true }).focus();
  await page.keyboard.press('Enter');
  release();
  await expect(demo.getByText(TIP)).toBeVisible();
  expect(await hydrationErrors(page)).toEqual([]);
});

test('a page reached by a link shows its demos far down, live', async ({ page }) => {
  await page.goto('/components/tm-popup');
  await started(page);
  await page.getByRole('link', { name: /NEXT\s*Popover/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Popover' })).toBeVisible();
  const demo = page.getByRole('region', { name: DEMO });
  await demo.getByRole('button', { name: 'Tip', exact: true }).click();
  await expect(demo.getByText(TIP)).toBeVisible();
});

test('lingering on a link fetches its page and demo code: the demos are live with the page', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'Phones have no hover.');
  await page.goto('/components/tm-popup');
  await started(page);
  const next = page.getByRole('link', { name: /NEXT\s*Popover/ });
  const fetched = page.waitForResponse(CHUNK);
  await next.hover();
  await fetched;
  // From here on the demo's code cannot be fetched: the click must find it loaded.
  await page.route(CHUNK, (route) => route.abort());
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Popover' })).toBeVisible();
  const demo = page.getByRole('region', { name: DEMO });
  await demo.getByRole('button', { name: 'Tip', exact: true }).click();
  await expect(demo.getByText(TIP)).toBeVisible();
});

test('N-12 a demo whose chunk fails shows the error in its own block; the page works', async ({
  page,
  problems,
}) => {
  problems.allow(/ChunkLoadError|Failed to fetch dynamically imported module|net::ERR_FAILED/);
  await page.route(CHUNK, (route) => route.abort());
  await page.goto(PAGE);
  await started(page);
  const demo = page.getByRole('region', { name: DEMO });
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.getByRole('alert')).toContainText('ChunkLoadError');
  // The block around it still works, and so do the other demos.
  await demo.getByRole('button', { name: 'Show Code' }).click();
  await expect(demo.locator('pre')).toContainText('DarkControlled');
  const menu = page.getByRole('region', { name: 'Menu' });
  await menu.getByRole('button', { name: 'More' }).click();
  await expect(menu.getByRole('menuitem', { name: 'New chat' })).toBeVisible();
  expect(await hydrationErrors(page)).toEqual([]);
});

test('on a dark page a demo never shows its light look: a dark frame until its code runs', async ({
  page,
}) => {
  const frame = () => demo.locator('[data-demo-frame]');
  const frameBackground = () =>
    frame().evaluate((element) => getComputedStyle(element).backgroundColor);
  const DARK_FRAME = 'rgb(20, 21, 24)';
  await page.addInitScript(() => localStorage.setItem('tessera-docs:prefers-color', 'dark'));
  const releasePage = await holdChunk(page, ENTRY_CHUNK);
  const releaseDemo = await holdChunk(page, CHUNK);
  // Module scripts run before DOMContentLoaded: wait only for the document to arrive.
  await page.goto(PAGE, { waitUntil: 'commit' });
  const demo = page.getByRole('region', { name: DEMO });
  // Hidden elements are out of the accessibility tree: find it there too, to see it is hidden.
  const tip = demo.getByRole('button', { name: 'Tip', exact: true, includeHidden: true });
  // Before any script has run: the server's light markup is hidden in a dark frame.
  await frame().scrollIntoViewIfNeeded();
  await expect(tip).toBeAttached();
  await expect(tip).toBeHidden();
  expect(await frameBackground()).toBe(DARK_FRAME);
  // The page runs; the demo's code is still on the way.
  releasePage();
  await started(page);
  await expect(tip).toBeHidden();
  expect(await frameBackground()).toBe(DARK_FRAME);
  releaseDemo();
  await expect(tip).toBeVisible();
  expect(await frameBackground()).toBe(DARK_FRAME);
  await tip.click();
  await expect(demo.getByText(TIP)).toBeVisible();
  expect(await hydrationErrors(page)).toEqual([]);
});

test('on a light page a demo shows its prerendered markup before its code runs', async ({
  page,
}) => {
  const { demo } = await openWithDemoHeld(page);
  const tip = demo.getByRole('button', { name: 'Tip', exact: true });
  await tip.scrollIntoViewIfNeeded();
  await expect(tip).toBeVisible();
});
