import type { Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { started } from './chunks';
import { DEMO_FRAME, differencesFromCopies } from './demo-isolation';
import { COLOR_KEY } from './colorMode';

/*
 * A demo shows the component library exactly as an app renders it: the article's typography
 * and the theme's element rules stop at the demo frame, and the article keeps its own. The
 * crawl (crawl.spec.ts) probes every demo of every page, in light and dark and under reduced
 * motion; this spec covers what a page load does not show: open overlays, menus, a demo's
 * own colour switch, and the article's own styles.
 */

async function useColorMode(page: Page, mode: 'light' | 'dark') {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    COLOR_KEY,
    mode,
  ] as const);
}

test('an open modal and action sheet keep the library’s heading and list styles', async ({
  page,
}) => {
  await page.goto('/components/tm-modal');
  await started(page);
  const demo = page.getByRole('region', { name: 'Content and close button' });
  await demo.getByRole('button', { name: 'What is new' }).click();
  const dialog = demo.getByRole('dialog', { name: 'What is new in 5.0' });
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  expect(await differencesFromCopies(page)).toEqual([]);
  // The library's title: no article heading margin or rule above it.
  const title = dialog.getByRole('heading', { name: 'What is new in 5.0' });
  expect(await title.evaluate((h) => getComputedStyle(h).borderTopStyle)).toBe('none');
  expect(await title.evaluate((h) => getComputedStyle(h).marginTop)).toBe('0px');
  // The demo's own list keeps the browser's box model, not the theme's reset.
  const item = dialog.getByRole('listitem').first();
  expect(await item.evaluate((li) => getComputedStyle(li).boxSizing)).toBe('content-box');

  await page.goto('/components/tm-action-sheet');
  await started(page);
  const sheetDemo = page.getByRole('region', { name: 'Basic' });
  await sheetDemo.getByRole('button', { name: 'More' }).click();
  const actions = sheetDemo.getByRole('list').filter({ hasText: 'Copy link' });
  await expect(actions).toBeVisible();
  expect(await differencesFromCopies(page)).toEqual([]);
  expect(await actions.evaluate((ul) => getComputedStyle(ul).marginBottom)).toBe('0px');
});

test('headings, paragraphs, lists, tables and code in a demo take none of the article’s styles', async ({
  page,
}) => {
  await page.goto('/components/tm-box');
  await started(page);
  const demo = page.getByRole('region', { name: 'Your own content' });
  const frame = demo.locator(DEMO_FRAME);
  // Every element the article styles is in this demo, so the comparison covers each of them.
  for (const element of ['h1', 'h2', 'h3', 'p', 'ul', 'li', 'table', 'th', 'td', 'code'])
    await expect(frame.locator(element), element).not.toHaveCount(0);
  expect(await differencesFromCopies(page)).toEqual([]);
  // Where the article would have drawn its own: a rule above h2, borders on cells, a chip
  // behind code.
  const h2 = frame.getByRole('heading', { level: 2, name: 'Version 5.0' });
  expect(await h2.evaluate((h) => getComputedStyle(h).borderTopStyle)).toBe('none');
  const cell = frame.getByRole('cell', { name: 'Popup' });
  expect(await cell.evaluate((td) => getComputedStyle(td).borderTopStyle)).toBe('none');
  const code = frame.getByText('npm install @tessera/mobile@5');
  expect(await code.evaluate((c) => getComputedStyle(c).paddingLeft)).toBe('0px');
});

test('a menu opened under a trigger at the top of a demo fits inside the phone', async ({
  page,
}) => {
  await page.goto('/components/tm-popover');
  await started(page);
  const demo = page.getByRole('region', { name: 'Menu' });
  await demo.getByRole('button', { name: 'More' }).click();
  const menu = demo.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  const phone = (await demo.locator(DEMO_FRAME).boundingBox())!;
  const box = (await menu.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(phone.y + phone.height);
  expect(box.x + box.width).toBeLessThanOrEqual(phone.x + phone.width);
});

test('a light demo on a dark page draws its native controls light', async ({ page }) => {
  await useColorMode(page, 'dark');
  await page.goto('/components/tm-button');
  await started(page);
  const demo = page.getByRole('region', { name: 'Fill and colour' });
  const frame = demo.locator(DEMO_FRAME);
  expect(await frame.evaluate((f) => getComputedStyle(f).colorScheme)).toBe('dark');
  await demo.getByRole('switch', { name: 'Dark theme' }).uncheck();
  await expect.poll(() => frame.evaluate((f) => getComputedStyle(f).colorScheme)).toBe('light');
});

for (const mode of ['light', 'dark'] as const) {
  test(`the article keeps its typography, and the API table its own, in ${mode} mode`, async ({
    page,
  }) => {
    await useColorMode(page, mode);
    await page.goto('/components/tm-empty');
    await started(page);
    const article = page.getByRole('article');
    const paragraph = article.getByText('Empty tells the user that there is nothing here');
    expect(await paragraph.evaluate((p) => getComputedStyle(p).marginBottom)).toBe('16px');
    const heading = article.getByRole('heading', { level: 2, name: 'When to use' });
    const h2 = await heading.evaluate((h) => {
      const style = getComputedStyle(h);
      return [style.fontSize, style.borderTopWidth, style.borderTopStyle, style.paddingTop];
    });
    expect(h2).toEqual(['24px', '1px', 'solid', '16px']);
    const list = article.getByRole('list').filter({ hasText: 'A list with no items yet' });
    expect(await list.evaluate((ul) => getComputedStyle(ul).marginBottom)).toBe('16px');
    const code = article
      .getByRole('cell', { name: '--tm-empty-image-size', exact: true })
      .getByRole('code');
    const inline = await code.evaluate((c) => {
      const style = getComputedStyle(c);
      return [style.fontFamily.startsWith('ui-monospace'), style.paddingLeft, style.borderRadius];
    });
    expect(inline).toEqual([true, '6px', '4px']);
    for (const cell of [
      article.getByRole('cell', { name: 'Width of the image' }),
      article.getByRole('region', { name: 'Empty' }).getByRole('columnheader', { name: 'Name' }),
    ]) {
      const box = await cell.evaluate((td) => {
        const style = getComputedStyle(td);
        return [style.borderTopWidth, style.borderTopStyle, style.padding];
      });
      expect(box).toEqual(['1px', 'solid', '8px 12px']);
    }
    // The API table is a real table that fills the width; its wrapper scrolls.
    const apiTable = article.getByRole('region', { name: 'Empty' }).getByRole('table');
    expect(await apiTable.evaluate((t) => getComputedStyle(t).display)).toBe('table');
    // The demo block's own title, not an article heading.
    const demoTitle = article.getByRole('heading', { level: 3, name: 'Basic' });
    expect(await demoTitle.evaluate((h) => getComputedStyle(h).fontSize)).toBe('16px');
  });
}
