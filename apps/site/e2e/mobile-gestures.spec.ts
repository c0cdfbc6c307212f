import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone, tabIntoDemo } from './chunks';

/** Drags the mouse across a row, from near its end edge to near its start edge. */
async function swipeAcross(page: Page, row: Locator) {
  const box = await row.boundingBox();
  if (!box) throw new Error('the row is not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width - 8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 8, y, { steps: 12 });
  await page.mouse.up();
}

test('Skeleton rowCol blocks keep their sizes under the strict CSP and stop shimmering under reduced motion', async ({
  page,
  problems,
}) => {
  await openDemoAlone(page, 'skeleton-demo-row-col-layout');
  // The blocks are hidden from assistive technology, so they are found inside the busy region.
  const avatar = page.locator('[aria-busy="true"] svg').first();
  await expect(avatar).toBeVisible();
  expect(await avatar.boundingBox()).toMatchObject({ width: 48, height: 48 });
  const animation = () => avatar.evaluate((el) => getComputedStyle(el).animationName);
  expect(await animation()).not.toBe('none');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(animation).toBe('none');
  expect(await problems.csp()).toEqual([]);
});

test('a full swipe asks before deleting; cancelling keeps the row open, confirming removes it', async ({
  page,
  problems,
}) => {
  await openDemoAlone(page, 'swipe-action-demo-full-swipe-confirm');
  const row = page.getByText('Parcel delivered', { exact: true });
  await swipeAcross(page, row);
  const question = page.getByText('Delete “Parcel delivered”?');
  await expect(question).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  const remove = page.getByRole('button', { name: 'Delete' }).nth(1);
  await expect(remove).toBeInViewport();

  await remove.click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Your ticket')).toBeVisible();
  expect(await problems.csp()).toEqual([]);
});

test('keyboard users reveal a row’s actions with Tab and close the row with Escape', async ({
  page,
}) => {
  await openDemoAlone(page, 'swipe-action-demo-left-and-right');
  const read = page.getByRole('button', { name: 'Read' });
  await expect(read).not.toBeInViewport();
  await tabIntoDemo(page);
  await expect(read).toBeFocused();
  await expect(read).toBeInViewport();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const remove = page.getByRole('button', { name: 'Delete' });
  await expect(remove).toBeFocused();
  await expect(remove).toBeInViewport();
  await expect(read).not.toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(remove).not.toBeInViewport();
  await expect(remove).not.toBeFocused();
});
