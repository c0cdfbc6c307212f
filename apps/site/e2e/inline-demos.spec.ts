import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone, started } from './chunks';

/*
 * A ```tsx fence is a live demo, as in dumi: the quick start's first screen runs where it is
 * written; fences marked `| pure` stay code.
 */

test('a tsx fence of the quick start is a live demo; its pure fences stay code', async ({
  page,
  problems,
}) => {
  await page.goto('/guide');
  await started(page);
  await expect(page.locator('[data-demo-frame]')).toHaveCount(1);
  const demo = page.locator('#guide-demo-1');
  await demo.scrollIntoViewIfNeeded();
  await demo.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Place the order?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay 24.00' }).click();
  await expect(page.getByText('Order placed')).toBeVisible();
  // The fences marked `| pure` are code blocks a reader can copy.
  await expect(page.getByRole('button', { name: /copy/i })).not.toHaveCount(0);
  expect(await problems.csp()).toEqual([]);
});

test('an inline demo also opens alone', async ({ page }) => {
  await openDemoAlone(page, 'guide-demo-1');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Place the order?' })).toBeVisible();
});
