import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { started } from './chunks';

/*
 * Reading a docs page: where linked targets land, section links, the table of contents, the
 * phone drawer and the demo toolbar, measured on the built site's real geometry.
 */

/** How far below the navbar's bottom edge the target's top edge is, in CSS pixels. */
async function gapBelowHeader(page: Page, target: Locator) {
  const header = await page.getByRole('banner').boundingBox();
  const box = await target.boundingBox();
  if (!header || !box) throw new Error('the header or the target is not rendered');
  return box.y - (header.y + header.height);
}

const linkedTargets = [
  ['a heading', '#snap-points'],
  ['an API row', '#popup-snappoints'],
  ['a demo', '#popup-demo-snap-points'],
] as const;

for (const [what, hash] of linkedTargets) {
  test(`a link to ${what} lands just below the sticky header`, async ({ page }) => {
    await page.goto(`/components/tm-popup${hash}`);
    await started(page);
    const target = page.locator(hash);
    await expect(target).toBeVisible();
    // Lazy demos above the target may still settle, and the browser keeps the target in place.
    await expect.poll(() => gapBelowHeader(page, target)).toBeGreaterThanOrEqual(0);
    await expect.poll(() => gapBelowHeader(page, target)).toBeLessThanOrEqual(20);
  });
}
