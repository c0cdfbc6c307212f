import type { Locator } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone } from './chunks';

/** The play state of the first running animation on the element, or `none`. */
const playState = (el: Locator) =>
  el.evaluate((node) => node.getAnimations()[0]?.playState ?? 'none');

test.describe('NoticeBar', () => {
  test('long text scrolls, pauses on hover and on focus, and wraps under reduced motion', async ({
    page,
    problems,
  }) => {
    // A phone's width, where the notice is wider than the bar.
    await page.setViewportSize({ width: 375, height: 740 });
    await openDemoAlone(page, 'notice-bar-demo-scrolling');
    const marquee = page.getByRole('marquee');
    // The track holds the text (and, while scrolling, its hidden repeat).
    const track = page.getByText('Heavy snow is expected', { exact: false }).first().locator('..');
    await expect.poll(() => playState(track)).toBe('running');
    // Short text stays still and is read once.
    await expect(page.getByText('Short text does not scroll.')).toHaveCount(1);

    await marquee.hover();
    await expect.poll(() => playState(track)).toBe('paused');
    await page.mouse.move(0, 0);
    await expect.poll(() => playState(track)).toBe('running');

    await marquee.focus();
    await expect.poll(() => playState(track)).toBe('paused');

    // Under reduced motion nothing moves: the notice wraps, within the bar, and is no marquee.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => playState(track)).toBe('none');
    await expect(marquee).toHaveCount(0);
    const box = (await track.locator('..').boundingBox())!;
    const text = (await track.boundingBox())!;
    expect(text.width).toBeLessThanOrEqual(box.width + 1);
    expect(text.height).toBeGreaterThan(30);
    expect(await problems.csp()).toEqual([]);
  });

  test('the close button removes the notice', async ({ page }) => {
    await openDemoAlone(page, 'notice-bar-demo-wrap');
    await page.getByRole('button', { name: 'Close notice' }).click();
    await expect(page.getByText('We could not verify your address.', { exact: false })).toHaveCount(
      0,
    );
    await page.getByRole('button', { name: 'Show the notice again' }).click();
    await expect(page.getByRole('button', { name: 'Close notice' })).toBeVisible();
  });
});

