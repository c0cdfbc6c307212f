import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone, started } from './chunks';

/*
 * Tour on its standalone demo pages: by touch at 375 px, by keyboard on the desktop. What jsdom
 * cannot show: the target really scrolled into view, and the cut-out drawn around it; the
 * browser's Back closing the tour instead of leaving the page.
 */

/** The ring the tour draws around the cut-out. */
const ring = (page: Page) => page.locator('[data-tm-portal] svg rect');

/** The ring encloses the target, a few px out on every side. */
async function expectRingAround(page: Page, target: Locator) {
  await expect
    .poll(async () => {
      const r = await ring(page).boundingBox();
      const t = await target.boundingBox();
      if (!r || !t) return false;
      return (
        r.x <= t.x &&
        r.y <= t.y &&
        r.x + r.width >= t.x + t.width &&
        r.y + r.height >= t.y + t.height &&
        r.width - t.width <= 12 &&
        r.height - t.height <= 12
      );
    })
    .toBe(true);
}

test.describe('Tour by touch', () => {
  test.beforeEach(({ isMobile }) => test.skip(!isMobile, 'touch runs in the mobile project'));

  test('taps through the steps: each highlights its target, the last shows in the centre', async ({
    page,
    problems,
  }) => {
    await openDemoAlone(page, 'tour-demo-basic');
    await page.getByRole('button', { name: 'Start tour' }).tap();
    const first = page.getByRole('dialog', { name: 'Write a message' });
    await expect(first).toBeVisible();
    await expect(first).toContainText('Step 1 of 3');
    await expectRingAround(page, page.getByRole('button', { name: 'Compose' }));

    await page.getByRole('button', { name: 'Next' }).tap();
    await expect(page.getByRole('dialog', { name: 'Your inbox' })).toContainText('Step 2 of 3');
    await expectRingAround(page, page.getByRole('button', { name: 'Inbox (3)' }));
    await page.getByRole('button', { name: 'Next' }).tap();

    const last = page.getByRole('dialog', { name: 'All set' });
    await expect(last).toBeVisible();
    await expect(ring(page)).toHaveCount(0);
    const box = (await last.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: 'Done' }).tap();
    await expect(last).toBeHidden();
    expect(await problems.csp()).toEqual([]);
  });

  test('a target below the fold scrolls into view before its step shows', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 420 });
    await openDemoAlone(page, 'tour-demo-scroll-into-view');
    const backup = page.getByText('Photo backup', { exact: true });
    await expect(backup).not.toBeInViewport();
    await page.getByRole('button', { name: 'Show me around' }).tap();
    await expect(page.getByRole('dialog', { name: 'Back up your photos' })).toBeVisible();
    await expect(backup).toBeInViewport();
    await expectRingAround(page, backup.locator('xpath=ancestor::*[@data-tour="backup"][1]'));
  });
});

test.describe('Tour by keyboard', () => {
  test.beforeEach(({ isMobile }) => test.skip(isMobile, 'keyboard runs in the desktop project'));

  test('focus moves into the step and stays there; Escape skips and gives focus back', async ({
    page,
    problems,
  }) => {
    await openDemoAlone(page, 'tour-demo-basic');
    const start = page.getByRole('button', { name: 'Start tour' });
    await start.focus();
    await page.keyboard.press('Enter');
    const first = page.getByRole('dialog', { name: 'Write a message' });
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-modal', 'true');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Skip' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Skip' })).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    const second = page.getByRole('dialog', { name: 'Your inbox' });
    await expect(second).toContainText('Step 2 of 3');
    await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(second).toBeHidden();
    await expect(start).toBeFocused();
    expect(await problems.csp()).toEqual([]);
  });

  test('the target scrolls into view, and the highlight follows it when the page scrolls', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await openDemoAlone(page, 'tour-demo-scroll-into-view');
    const backup = page.locator('[data-tour="backup"]');
    const storage = page.locator('[data-tour="storage"]');
    await expect(backup).not.toBeInViewport();
    await page.getByRole('button', { name: 'Show me around' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Back up your photos' })).toBeFocused();
    await expect(backup).toBeInViewport();
    await expectRingAround(page, backup);

    const before = (await ring(page).boundingBox())!.y;
    await page.evaluate(() => window.scrollBy(0, -40));
    await expect.poll(async () => (await ring(page).boundingBox())!.y).toBeCloseTo(before + 40, 0);
    await expectRingAround(page, backup);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Storage' })).toBeVisible();
    await expect(storage).toBeInViewport();
    await expectRingAround(page, storage);
  });

  test('the highlight follows its target when the window resizes', async ({ page }) => {
    await openDemoAlone(page, 'tour-demo-basic');
    await page.getByRole('button', { name: 'Start tour' }).click();
    const compose = page.getByRole('button', { name: 'Compose' });
    await expectRingAround(page, compose);
    const before = (await ring(page).boundingBox())!.x;
    await page.setViewportSize({ width: 800, height: 600 });
    await expect.poll(async () => (await ring(page).boundingBox())!.x).toBeLessThan(before - 100);
    await expectRingAround(page, compose);
  });

  test('the controlled demo starts at the chosen step and reports a finish', async ({ page }) => {
    await openDemoAlone(page, 'tour-demo-controlled');
    await page.getByRole('button', { name: 'Tour from step 2' }).click();
    const buy = page.getByRole('dialog', { name: 'Buy' });
    await expect(buy).toContainText('Step 2 of 2');
    await expect(page.getByText('On step 2', { exact: true })).toBeVisible();
    // Tab from the step dialog reaches its first button: Previous.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Price' })).toBeVisible();
    await expect(page.getByText('On step 1', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Skipped at step 1', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Tour from step 2' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('Finished', { exact: true })).toBeVisible();
  });

  test('in the docs page phone frame, in the dark theme, the open tour highlights its target and passes axe', async ({
    page,
  }) => {
    await page.goto('/components/tm-tour');
    await started(page);
    const demo = page.getByRole('region', { name: 'Basic usage' });
    await demo.getByRole('switch', { name: 'Dark theme' }).check();
    await demo.getByRole('button', { name: 'Start tour' }).click();
    const step = demo.getByRole('dialog', { name: 'Write a message' });
    await expect(step).toBeFocused();
    await expectRingAround(page, demo.getByRole('button', { name: 'Compose' }));
    // The step card stays inside the phone.
    const phone = (await step.locator('xpath=ancestor::*[@data-theme][last()]').boundingBox())!;
    const card = (await step.boundingBox())!;
    expect(card.x).toBeGreaterThanOrEqual(phone.x);
    expect(card.x + card.width).toBeLessThanOrEqual(phone.x + phone.width);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(step).toBeHidden();
  });
});

test('Back closes a tour opened in a demo on the docs page, and the reader stays on the page', async ({
  page,
}) => {
  await page.goto('/guide');
  await started(page);
  await page.goto('/components/tm-tour');
  await started(page);
  const demo = page.getByRole('region', { name: 'Basic usage' });
  await demo.getByRole('button', { name: 'Start tour' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const step = demo.getByRole('dialog', { name: 'Your inbox' });
  await expect(step).toBeVisible();

  await page.goBack();
  await expect(step).toBeHidden();
  await expect(page).toHaveURL(/\/components\/tm-tour$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tour' })).toBeVisible();
  await expect(demo.getByRole('button', { name: 'Start tour' })).toBeFocused();

  // The tour's own history entry is gone: one more Back leaves the page.
  await page.goBack();
  await expect(page).toHaveURL(/\/guide$/);
});
