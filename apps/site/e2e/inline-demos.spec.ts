import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone, started } from './chunks';

/*
 * A ```tsx fence is a live demo, as in dumi: the quick start's first screen runs where it is
 * written; fences marked `| pure` stay code.
 */

const INSTALL = 'npm install @tessera/mobile';

test('a tsx fence of the quick start is a live demo; its pure fences stay code', async ({
  page,
  context,
  problems,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/guide');
  await started(page);
  await expect(page.locator('[data-demo-frame]')).toHaveCount(1);
  const demo = page.locator('#guide-demo-1');
  await demo.scrollIntoViewIfNeeded();
  // Its doc comment names it, as a demo file's does.
  await expect(demo.getByRole('heading', { name: 'Place an order' })).toBeVisible();
  await demo.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Place the order?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay 24.00' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order placed' })).toHaveCount(1);
  // The fences marked `| pure` are code blocks a reader can copy.
  await expect(page.getByRole('button', { name: /copy/i })).not.toHaveCount(0);
  // So is the install command: its block names its language, and copies exactly the command.
  const install = page.locator('pre', { hasText: INSTALL }).locator('..');
  await expect(install.getByText('bash', { exact: true })).toBeVisible();
  await install.getByRole('button', { name: 'Copy code' }).click();
  await expect(install.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(INSTALL);
  expect(await problems.csp()).toEqual([]);
});

test('an inline demo also opens alone', async ({ page }) => {
  await openDemoAlone(page, 'guide-demo-1');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Place the order?' })).toBeVisible();
});
