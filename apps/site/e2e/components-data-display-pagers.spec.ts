import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone } from './chunks';
import { centreOf, touchDrag } from './touch';

/*
 * Swiper, PageIndicator and the other pagers and panels of the Data display group, on their
 * standalone demo pages: gestures by touch at 375 px, keys on the desktop.
 */

test.describe('by touch', () => {
  test.beforeEach(({ isMobile }) => test.skip(!isMobile, 'touch runs in the mobile project'));

  test('dragging the Segmented thumb across chooses the segment where the finger lets go', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 640 });
    await openDemoAlone(page, 'segmented-demo-basic');
    const week = page.getByRole('radio', { name: 'Week' });
    const month = page.getByRole('radio', { name: 'Month' });
    await expect(week).toBeChecked();
    await touchDrag(page, await centreOf(week), await centreOf(month), 8, 30);
    await expect(month).toBeChecked();
    await expect(page.getByText('Showing the month view')).toBeVisible();
    // A drag that starts on a segment not chosen moves no thumb and chooses nothing.
    await touchDrag(
      page,
      await centreOf(week),
      await centreOf(page.getByRole('radio', { name: 'Day' })),
      8,
      30,
    );
    await expect(month).toBeChecked();
  });

  test('a short flick on a Swiper moves one slide, and the swiper says so', async ({
    page,
    problems,
  }) => {
    await openDemoAlone(page, 'swiper-demo-controls');
    const carousel = page.getByRole('region', { name: 'Times of day' });
    const start = await centreOf(carousel);
    // 40 px is far less than half a slide: only the speed carries it over.
    await touchDrag(page, start, { x: start.x - 40, y: start.y }, 3);
    await expect(page.getByText('Showing Evening')).toBeVisible();
    await expect(carousel.getByText('Slide 2 of 2')).toBeAttached();
    await expect(carousel.getByRole('img', { name: 'Evening' })).toBeInViewport({ ratio: 0.9 });
    // Two slides loop: flicking on the same way comes back to the first.
    await touchDrag(page, start, { x: start.x - 40, y: start.y }, 3);
    await expect(page.getByText('Showing Morning')).toBeVisible();
    expect(await problems.csp()).toEqual([]);
  });

  test('a Swiper springs back from a slow short drag, ignores a vertical one and follows a long one', async ({
    page,
  }) => {
    await openDemoAlone(page, 'swiper-demo-peek');
    const carousel = page.getByRole('region', { name: 'Trip steps' });
    const start = await centreOf(carousel);
    await touchDrag(page, start, { x: start.x - 60, y: start.y }, 6, 60);
    await expect(carousel.getByText('Slide 1 of 4')).toBeAttached();
    await touchDrag(page, start, { x: start.x, y: start.y - 80 }, 8, 40);
    await expect(carousel.getByText('Slide 1 of 4')).toBeAttached();
    await touchDrag(page, start, { x: start.x - 200, y: start.y }, 20, 40);
    await expect(carousel.getByText('Slide 2 of 4')).toBeAttached();
  });

  test('in right-to-left text a Swiper brings the next slide in from the left', async ({
    page,
  }) => {
    await openDemoAlone(page, 'swiper-demo-right-to-left');
    const carousel = page.getByRole('region', { name: 'أماكن' });
    const box = (await carousel.boundingBox())!;
    const second = carousel.getByRole('img', { name: 'الغابة' });
    await expect(carousel.getByRole('img', { name: 'الميناء' })).toBeInViewport({ ratio: 0.9 });
    // The slides are laid out once the page has hydrated: the second waits on the left.
    await expect
      .poll(async () => (await second.boundingBox())!.x)
      .toBeLessThan(box.x - box.width / 2);
    const start = await centreOf(carousel);
    await touchDrag(page, start, { x: start.x + 200, y: start.y }, 12);
    await expect(carousel.getByText('Slide 2 of 3')).toBeAttached();
    await expect(second).toBeInViewport({ ratio: 0.9 });
  });

  test('issue 17: a drag on a Swiper inside swipeable Tabs moves the Swiper, not the tabs', async ({
    page,
  }) => {
    await openDemoAlone(page, 'swiper-demo-in-swipeable-tabs');
    const carousel = page.getByRole('region', { name: 'Room pictures' });
    const start = await centreOf(carousel);
    await touchDrag(page, start, { x: start.x - 200, y: start.y }, 12);
    await expect(carousel.getByText('Slide 2 of 3')).toBeAttached();
    await expect(carousel.getByRole('img', { name: 'Kitchen' })).toBeInViewport({ ratio: 0.9 });
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Rooms');
  });
});

test.describe('FloatingPanel by touch', () => {
  test.beforeEach(({ isMobile }) => test.skip(!isMobile, 'touch runs in the mobile project'));

  test('a drag up on the list lifts the panel to its top, then scrolls the list', async ({
    page,
    problems,
  }) => {
    await openDemoAlone(page, 'floating-panel-demo-map-list');
    await page.getByRole('button', { name: 'Show the panel' }).click();
    const panel = page.getByRole('region', { name: 'Stops' });
    await expect(page.getByText('Panel height: 120 px')).toBeVisible();
    const stop = panel.getByText('Stop 1', { exact: true });
    const from = await centreOf(stop);
    await touchDrag(page, from, { x: from.x, y: from.y - 560 }, 28, 30);
    await expect(page.getByText('Panel height: 560 px')).toBeVisible();
    const scroller = panel.locator('ul').locator('..');
    expect(await scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(50);
    // Scrolled, the list takes a drag down itself; back at its top, the panel follows.
    await scroller.evaluate((el) => (el.scrollTop = 0));
    const top = await centreOf(panel.getByText('Stop 2', { exact: true }));
    await touchDrag(page, top, { x: top.x, y: top.y + 240 }, 15, 80);
    await expect(page.getByText('Panel height: 320 px')).toBeVisible();
    expect(await problems.csp()).toEqual([]);
  });
});

test.describe('by keyboard', () => {
  test.beforeEach(({ isMobile }) => test.skip(isMobile, 'keys run in the desktop project'));

  test('the arrow keys move a focused Swiper and the live region follows', async ({ page }) => {
    await openDemoAlone(page, 'swiper-demo-controls');
    const carousel = page.getByRole('region', { name: 'Times of day' });
    await carousel.focus();
    await expect(carousel).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Showing Evening')).toBeVisible();
    await expect(carousel.getByText('Slide 2 of 2')).toBeAttached();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Showing Morning')).toBeVisible();
  });

  test('in right-to-left text the Left arrow moves a Swiper forward', async ({ page }) => {
    await openDemoAlone(page, 'swiper-demo-right-to-left');
    const carousel = page.getByRole('region', { name: 'أماكن' });
    await carousel.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(carousel.getByText('Slide 2 of 3')).toBeAttached();
    await expect(carousel.getByRole('img', { name: 'الغابة' })).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByText('Slide 1 of 3')).toBeAttached();
    await expect(carousel.getByRole('img', { name: 'الميناء' })).toBeInViewport({ ratio: 0.9 });
  });

  test('a PageIndicator names the page its pager shows', async ({ page }) => {
    await openDemoAlone(page, 'page-indicator-demo-pager');
    await expect(page.getByRole('img', { name: '1 of 5' })).toBeVisible();
    await page.getByRole('button', { name: 'Forward' }).click();
    await expect(page.getByRole('img', { name: '2 of 5' })).toBeVisible();
  });

  test('Segmented is one Tab stop whose arrow keys choose, skipping a disabled option', async ({
    page,
  }) => {
    await openDemoAlone(page, 'segmented-demo-icons-disabled');
    const home = page.getByRole('radio', { name: 'Home' });
    await home.focus();
    await expect(home).toBeChecked();
    await page.keyboard.press('ArrowRight');
    const starred = page.getByRole('radio', { name: 'Starred' });
    await expect(starred).toBeFocused();
    await expect(starred).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Saved' })).toBeDisabled();
    await page.keyboard.press('ArrowRight');
    await expect(home).toBeChecked();
  });

  test('the Segmented thumb sits under the chosen option, also in right-to-left text', async ({
    page,
  }) => {
    await openDemoAlone(page, 'segmented-demo-right-to-left');
    const group = page.getByRole('radiogroup');
    const first = group.getByRole('radio').first();
    const thumb = group.locator('[aria-hidden="true"]');
    const sameBox = async () => {
      const [a, b] = [await first.boundingBox(), await thumb.boundingBox()];
      return a && b ? Math.abs(a.x - b.x) < 1 && Math.abs(a.width - b.width) < 1 : false;
    };
    await expect.poll(sameBox).toBe(true);
    const box = await group.boundingBox();
    const firstBox = await first.boundingBox();
    // The first option is on the right.
    expect(firstBox!.x).toBeGreaterThan(box!.x + box!.width / 2);
    await first.focus();
    await page.keyboard.press('ArrowLeft');
    const second = group.getByRole('radio').nth(1);
    await expect(second).toBeChecked();
    const moved = async () => {
      const [a, b] = [await second.boundingBox(), await thumb.boundingBox()];
      return a && b ? Math.abs(a.x - b.x) < 1 : false;
    };
    await expect.poll(moved).toBe(true);
  });

  test('Steps move on from the keyboard and mark the current step', async ({ page }) => {
    await openDemoAlone(page, 'steps-demo-basic');
    const steps = page.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(1)).toContainText('Packed (in progress)');
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(1)).toContainText('Packed (done)');
    await expect(steps.nth(1)).not.toHaveAttribute('aria-current');
  });

  test('the FloatingPanel handle moves the panel between anchors with the arrow keys', async ({
    page,
  }) => {
    await openDemoAlone(page, 'floating-panel-demo-map-list');
    await page.getByRole('button', { name: 'Show the panel' }).click();
    const handle = page.getByRole('slider', { name: 'Panel height' });
    await handle.focus();
    await expect(handle).toHaveAttribute('aria-valuetext', '1 of 3');
    await page.keyboard.press('ArrowUp');
    await expect(handle).toHaveAttribute('aria-valuetext', '2 of 3');
    await expect(page.getByText('Panel height: 320 px')).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByText('Panel height: 560 px')).toBeVisible();
  });
});
