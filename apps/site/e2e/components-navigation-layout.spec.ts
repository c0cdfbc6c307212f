import type { Locator } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone } from './chunks';

test.describe('Layout a browser shows', () => {
  test('sticky tabs and index titles stay below a fixed NavBar', async ({ page }) => {
    // The height of the demo's frame on its page.
    await page.setViewportSize({ width: 375, height: 480 });
    const topOf = async (locator: Locator) => (await locator.boundingBox())!.y;

    await openDemoAlone(page, 'tabs-demo-sticky');
    const bar = page.getByText('Groceries').locator('..');
    const barBottom = (await bar.boundingBox())!.y + (await bar.boundingBox())!.height;
    const tabs = page.getByRole('tablist', { name: 'Shelves' });
    await page.mouse.move(180, 300);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    expect(Math.abs((await topOf(tabs)) - barBottom)).toBeLessThanOrEqual(1);
    await expect(tabs.getByRole('tab', { name: 'Bakery' })).toBeInViewport();

    await openDemoAlone(page, 'index-bar-demo-under-a-fixed-bar');
    const index = page.getByRole('slider', { name: 'Index' });
    await index.getByText('K', { exact: true }).click();
    await expect(index).toHaveAttribute('aria-valuetext', 'K');
    const title = page.getByRole('region', { name: 'K' }).getByText('K', { exact: true });
    expect(Math.abs((await topOf(title)) - 46)).toBeLessThanOrEqual(1);
    // The title stays under the bar while its names scroll past.
    await page.mouse.wheel(0, 60);
    await expect.poll(() => topOf(page.getByText('Kennington'))).toBeLessThan(46 + 20);
    expect(Math.abs((await topOf(title)) - 46)).toBeLessThanOrEqual(1);
  });

  test('tab rows fade only where they scroll; a NavBar title is centred or cut; an RTL badge sits top left', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const mask = (locator: Locator) =>
      locator.evaluate(
        (el) => getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage,
      );

    await openDemoAlone(page, 'jumbo-tabs-demo-basic');
    const fits = page.getByRole('tablist', { name: 'Sale' });
    await expect(fits).not.toHaveAttribute('data-fade');
    expect(await mask(fits)).toBe('none');
    await openDemoAlone(page, 'capsule-tabs-demo-basic');
    const row = page.getByRole('tablist', { name: 'Category' });
    await expect(row).toHaveAttribute('data-fade', 'end');
    expect(await mask(row)).not.toBe('none');
    await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(row).toHaveAttribute('data-fade', 'start');

    await openDemoAlone(page, 'nav-bar-demo-basic');
    const centreOf = (box: { x: number; width: number }) => box.x + box.width / 2;
    const short = page.getByText('New message', { exact: true });
    const shortBar = (await short.locator('..').boundingBox())!;
    const shortBox = (await short.boundingBox())!;
    expect(Math.abs(centreOf(shortBox) - centreOf(shortBar))).toBeLessThanOrEqual(1);
    const long = page.getByText('A very long title', { exact: false });
    expect(await long.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const longBox = (await long.boundingBox())!;
    const back = (await page.getByRole('button', { name: 'Orders' }).boundingBox())!;
    const more = (await page.getByRole('button', { name: 'More' }).boundingBox())!;
    expect(longBox.x).toBeGreaterThanOrEqual(back.x + back.width);
    expect(longBox.x + longBox.width).toBeLessThanOrEqual(more.x);

    await openDemoAlone(page, 'badge-demo-right-to-left');
    const button = (await page.getByRole('button', { name: 'الرسائل' }).boundingBox())!;
    const badge = (await page.getByText('5', { exact: true }).boundingBox())!;
    expect(Math.abs(centreOf(badge) - button.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(badge.y + badge.height / 2 - button.y)).toBeLessThanOrEqual(1);
  });

  test('a Flex list of items with span={8} fills rows of three, gaps included, with no bullets', async ({
    page,
  }) => {
    await page.goto('/components/tm-flex');
    const apps = page
      .getByRole('region', { name: 'Grid columns' })
      .getByRole('list', { name: 'Apps' });
    // A list laid out by Flex has no indent and no bullets.
    const row = (await apps.boundingBox())!;
    const bullets = await apps
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).listStyleType));
    expect(new Set(bullets)).toEqual(new Set(['none']));
    const boxes = await Promise.all(
      (await apps.getByRole('listitem').all()).map(async (item) => (await item.boundingBox())!),
    );
    expect(boxes).toHaveLength(6);
    const rows = [boxes.slice(0, 3), boxes.slice(3)];
    for (const tiles of rows) {
      expect(new Set(tiles.map((box) => Math.round(box.y))).size).toBe(1);
      expect(Math.abs(tiles[0]!.x - row.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(tiles[2]!.x + tiles[2]!.width - (row.x + row.width))).toBeLessThanOrEqual(1);
      // Three equal widths and two equal gaps make up the row.
      const gap = tiles[1]!.x - (tiles[0]!.x + tiles[0]!.width);
      expect(gap).toBeGreaterThan(0);
      for (const box of tiles)
        expect(Math.abs(box.width * 3 + gap * 2 - row.width)).toBeLessThanOrEqual(1);
    }
    expect(rows[1]![0]!.y).toBeGreaterThan(rows[0]![0]!.y);
  });

  test('a badge stays on the button it marks inside a column', async ({ page }) => {
    await page.goto('/components/tm-badge');
    const demo = page.getByRole('region', { name: 'Standalone and colours' });
    const button = (await demo.getByRole('button', { name: 'Drafts' }).boundingBox())!;
    // The number is hidden from assistive technology (a visually hidden label says it).
    const badge = (await demo.getByText('7', { exact: true }).boundingBox())!;
    expect(Math.abs(badge.x + badge.width / 2 - (button.x + button.width))).toBeLessThanOrEqual(2);
    expect(Math.abs(badge.y + badge.height / 2 - button.y)).toBeLessThanOrEqual(2);
  });

  test('a dashed divider is dashed when vertical and on both sides of its label, with no box around it', async ({
    page,
  }) => {
    const borderStyle = (locator: Locator, side: string, pseudo?: string) =>
      locator.evaluate(
        (el, [s, p]) => getComputedStyle(el, p).getPropertyValue(`border-${s}-style`),
        [side, pseudo] as const,
      );
    await page.goto('/components/tm-divider');

    // Edit | Share ┆ Delete: a solid line, then a dashed one.
    const vertical = page
      .getByRole('region', { name: 'Vertical', exact: true })
      .locator('[data-demo-frame]')
      .getByRole('separator');
    await expect(vertical).toHaveCount(2);
    await expect(vertical.nth(1)).toHaveAttribute('aria-orientation', 'vertical');
    expect(await borderStyle(vertical.nth(0), 'inline-start')).toBe('solid');
    expect(await borderStyle(vertical.nth(1), 'inline-start')).toBe('dashed');
    for (const side of ['block-start', 'inline-end', 'block-end']) {
      expect(await borderStyle(vertical.nth(1), side)).toBe('none');
    }

    // A horizontal divider draws its lines with its pseudo-elements, one each side of the label.
    const total = page
      .getByRole('region', { name: 'Dashed', exact: true })
      .getByRole('separator', { name: 'Total 24.00' });
    expect(await borderStyle(total, 'block-start', '::before')).toBe('dashed');
    expect(await borderStyle(total, 'block-start', '::after')).toBe('dashed');
    for (const side of ['block-start', 'inline-start', 'block-end', 'inline-end']) {
      expect(await borderStyle(total, side)).toBe('none');
    }
  });
});
