import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { started } from './chunks';

/*
 * Names, types and CSS variables in the tables of a page stay whole: a line may break at a
 * space or after a union's `|`, never inside a word ("bool|ean", "--tm-|popup-|z-index"). A
 * table wider than the screen scrolls sideways inside its own focusable, named box instead.
 */

const pages = [
  ['Popup', '/components/tm-popup'],
  ['Form', '/components/tm-form'],
  ['Button, with its CSS variables', '/components/tm-button'],
] as const;

/** Every word of every code element in the box, with the lines it spans, when more than one. */
function brokenWords(region: Locator) {
  return region.evaluate((box) => {
    const broken: string[] = [];
    for (const code of box.querySelectorAll('code')) {
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s|]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(`${match[0]} on ${lines.size} lines`);
        }
      }
    }
    return broken;
  });
}

/** The boxes holding a table of the article: API tables and the page's own tables. */
const tableRegions = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('region')
    .filter({ has: page.getByRole('table'), hasNot: page.locator('[data-demo-frame]') });

for (const [name, route] of pages) {
  test(`${name}: no word of a table breaks across lines, and wide tables scroll in a named box`, async ({
    page,
  }) => {
    await page.goto(route);
    await started(page);
    const regions = await tableRegions(page).all();
    expect(regions.length).toBeGreaterThan(0);
    let words = 0;
    for (const region of regions) {
      await region.scrollIntoViewIfNeeded();
      await expect(region).toHaveAttribute('tabindex', '0');
      await expect(region).toHaveAccessibleName(/\S/);
      expect(await brokenWords(region)).toEqual([]);
      words += await region.locator('code').count();
    }
    expect(words, 'code to measure').toBeGreaterThan(4);
    // The page itself never scrolls sideways: only a table's box does.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
}

test('a table wider than a phone scrolls sideways from the keyboard', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone is narrower than the API table');
  await page.goto('/components/tm-popup');
  await started(page);
  const region = page.getByRole('region', { name: 'Popup', exact: true });
  await region.scrollIntoViewIfNeeded();
  // Laid out once near the screen (content-visibility), it is wider than its box.
  await expect
    .poll(() => region.evaluate((box) => box.scrollWidth - box.clientWidth))
    .toBeGreaterThan(0);
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
});
