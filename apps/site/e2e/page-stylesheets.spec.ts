import { expect, test } from '@tessera/playwright-config/fixtures';
import { holdChunk, started } from './chunks';

/*
 * Each page's document links one stylesheet: the theme's CSS and its demos'. A page reached
 * by a link adds the demo CSS its document lacks, and shows once it applies
 * (decisions/0014-one-stylesheet-per-page.md).
 */

test('a page reached by a link shows once the CSS of its demos applies', async ({ page }) => {
  // The Box page's stylesheet holds no Flex CSS: the Flex page needs its own file, and is
  // not shown while that file is held back.
  await page.goto('/components/tm-box');
  await started(page);
  const release = await holdChunk(page, /\/assets\/Flex-[^/]+\.css$/);
  const requested = page.waitForRequest(/\/assets\/Flex-[^/]+\.css$/);
  await page.getByRole('link', { name: /NEXT\s*Flex/ }).click();
  await requested;
  // The file is asked for once the page chunk has arrived (its list names it): the page
  // could render now, and waits.
  await expect(page.getByRole('heading', { level: 1, name: 'Flex' })).toHaveCount(0);
  release();
  const demo = page.getByRole('region', { name: 'Direction and gap' });
  const reply = demo.getByRole('button', { name: 'Reply' });
  const forward = demo.getByRole('button', { name: 'Forward' });
  await expect(forward).toBeVisible();
  // The library's column layout: without its styles the two buttons would share a line.
  const above = (await reply.boundingBox())!;
  const below = (await forward.boundingBox())!;
  expect(below.y).toBeGreaterThanOrEqual(above.y + above.height);
});

test('a page reached by a link asks only for the CSS its document lacks', async ({ page }) => {
  await page.goto('/components/tm-flex');
  await started(page);
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  // The Flex page's stylesheet holds every file the Box page needs.
  await page.getByRole('link', { name: /PREV\s*Box/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Box' })).toBeVisible();
  expect(stylesheets).toEqual([]);
});

test('a missing stylesheet reports CSS_CHUNK_LOAD_FAILED with Reload', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 404|CSS_CHUNK_LOAD_FAILED|CssChunkLoadError/);
  // The automatic reload has been used up: the message shows at once.
  await page.addInitScript(() =>
    sessionStorage.setItem('tessera-docs:chunk-reload', String(Date.now())),
  );
  await page.route(/\/assets\/Flex-[^/]+\.css$/, (route) => route.fulfill({ status: 404 }));
  await page.goto('/components/tm-box');
  await started(page);
  await page.getByRole('link', { name: /NEXT\s*Flex/ }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('CSS_CHUNK_LOAD_FAILED');
  await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('a first load asks for no script until its stylesheet has come and the page has painted', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // The page's one stylesheet blocks its first paint: while it is held, nothing may compete.
  const release = await holdChunk(page, /\/assets\/[^/]+\.css$/);
  const document = page.waitForResponse((response) => response.request().isNavigationRequest());
  void page.goto('/components/tm-button', { waitUntil: 'commit' });
  await (await document).finished();
  // The whole document has arrived and the browser has parsed what it can of it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  expect(scripts).toEqual([]);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
  await started(page);
  expect(scripts.some((script) => /\/entry-client-[^/]+\.js$/.test(script))).toBe(true);
  // The browser's own record: the entry was asked for after the first contentful paint.
  const [paint, entry] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    performance
      .getEntriesByType('resource')
      .find(({ name }) => /\/entry-client-[^/]+\.js$/.test(name))?.startTime,
  ]);
  expect(entry).toBeGreaterThanOrEqual(paint!);
});
