import { expect, test } from '@tessera/playwright-config/fixtures';
import { holdChunk, started } from './chunks';

/** A page that is slow, missing or fetched ahead: the skeleton, the error screen, prefetching. */

test.describe('loading and errors', () => {
  test('a slow page shows the skeleton, then the page', async ({ page }) => {
    await page.goto('/components/tm-button');
    await started(page);
    const release = await holdChunk(page, /\/assets\/Icon-[^/]+\.js$/);
    await page.getByRole('link', { name: /NEXT\s*Icon/ }).click();
    const skeleton = page.getByRole('status').filter({ hasText: 'Loading page' });
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Icon' })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
  });

  test('a missing chunk reloads once, then shows the message with Reload', async ({
    page,
    problems,
  }) => {
    problems.allow(/Failed to fetch dynamically imported module|net::ERR_FAILED|ChunkLoadError/);
    await page.route(/\/assets\/Icon-[^/]+\.js$/, (route) => route.abort());
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto('/components/tm-button');
    await started(page);
    await page.getByRole('link', { name: /NEXT\s*Icon/ }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('ChunkLoadError');
    await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
    // The first failure reloaded the target page once; the second shows the message.
    expect(documents.map((url) => new URL(url).pathname)).toEqual([
      '/components/tm-button',
      '/components/tm-icon',
    ]);
    await expect(page).toHaveURL(/\/components\/tm-icon$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a link fetches its page after 50 ms of hover', async ({ page, isMobile }) => {
    test.skip(isMobile, 'Phones have no hover.');
    await page.goto('/components/tm-button');
    await started(page);
    const requested = page.waitForRequest(/\/assets\/Flex-[^/]+\.js$/);
    await page.getByRole('link', { name: /NEXT\s*Icon/ }).hover();
    await page
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'Flex' })
      .hover();
    await requested;
  });

  test('a finger on a link fetches its page before the tap ends', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'A touch screen, in the phone project.');
    // Time stands still: the 50 ms hover delay never ends, so only the touch can fetch.
    await page.clock.install();
    await page.goto('/components/tm-button');
    await started(page);
    const link = page.getByRole('link', { name: /NEXT\s*Icon/ });
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    const requested = page.waitForRequest(/\/assets\/Icon-[^/]+\.js$/);
    // The finger stays down: no click and no navigation that could fetch it.
    const touch = await page.context().newCDPSession(page);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await requested;
    await expect(page).toHaveURL(/\/components\/tm-button$/);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
  });
});
