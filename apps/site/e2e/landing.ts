import type { Locator, Page } from '@playwright/test';
import { expect } from '@tessera/playwright-config/fixtures';

/** How far below the navbar's bottom edge the target's top edge is, in CSS pixels. */
export async function gapBelowHeader(page: Page, target: Locator) {
  const header = await page.getByRole('banner').boundingBox();
  const box = await target.boundingBox();
  if (!header || !box) throw new Error('the header or the target is not rendered');
  return box.y - (header.y + header.height);
}

/**
 * Waits until the target rests just below the sticky header: not under it, and not more than
 * 20 px lower. Lazy demos above the target may still settle while the browser keeps it in place.
 */
export async function expectLandedBelowHeader(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  await expect.poll(() => gapBelowHeader(page, target)).toBeGreaterThanOrEqual(0);
  await expect.poll(() => gapBelowHeader(page, target)).toBeLessThanOrEqual(20);
}
