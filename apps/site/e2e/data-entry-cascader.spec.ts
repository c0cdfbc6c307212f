import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone, tabIntoDemo } from './chunks';
import { onlyIn } from './projects';
import { touchDrag } from './touch';

/*
 * Cascader and CascaderView on their standalone demo pages: every demo by touch at phone width,
 * and by keyboard at desktop width, where the focus must stay in the options from level to
 * level and come back to the opener when the sheet closes.
 */

/** The focused level's list, pointing at the option named `name`. */
async function expectActive(list: Locator, name: string) {
  await expect(list).toBeFocused();
  const active = list.getByRole('option', { name, exact: true });
  await expect(list).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
}

/** Tabs from the opened sheet to its list: past Cancel, Confirm and the shown level's tab. */
async function tabToList(page: Page, sheet: Locator) {
  for (const stop of [
    sheet.getByRole('button', { name: 'Cancel' }),
    sheet.getByRole('button', { name: 'Confirm' }),
    sheet.getByRole('tab', { selected: true }),
    sheet.getByRole('listbox'),
  ]) {
    await page.keyboard.press('Tab');
    await expect(stop).toBeFocused();
  }
  return sheet.getByRole('listbox');
}

test.describe('Cascader', () => {
  test('by touch: a path is chosen level by level and confirmed; prompt resolves; children load', async ({
    page,
  }) => {
    onlyIn('mobile');
    await openDemoAlone(page, 'cascader-demo-basic');
    await page.getByRole('button', { name: 'Choose a district' }).tap();
    const sheet = page.getByRole('dialog', { name: 'District' });
    await sheet.getByRole('option', { name: 'Zhejiang' }).tap();
    await sheet.getByRole('option', { name: 'Hangzhou' }).tap();
    await expect(sheet.getByRole('option', { name: 'Yuhang' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await sheet.getByRole('option', { name: 'Xihu' }).tap();
    await expect(sheet.getByRole('tab')).toHaveText(['Zhejiang', 'Hangzhou', 'Xihu']);
    await sheet.getByRole('button', { name: 'Confirm' }).tap();
    await expect(sheet).toBeHidden();
    await expect(page.getByText('District: Zhejiang / Hangzhou / Xihu')).toBeVisible();

    await openDemoAlone(page, 'cascader-demo-prompt');
    const order = page.getByRole('button', { name: 'Order something' });
    const answer = page.getByRole('main').getByRole('status');
    await order.tap();
    await page.getByRole('dialog', { name: 'Order' }).getByRole('button', { name: 'Cancel' }).tap();
    await expect(answer).toHaveText('Cancelled.');
    await order.tap();
    const menu = page.getByRole('dialog', { name: 'Order' });
    for (const name of ['Drinks', 'Tea', 'Oolong']) await menu.getByRole('option', { name }).tap();
    await menu.getByRole('button', { name: 'Confirm' }).tap();
    await expect(answer).toHaveText('Ordered: drinks › tea › oolong');

    await openDemoAlone(page, 'cascader-demo-load-children');
    await page.getByRole('button', { name: 'Choose an area' }).tap();
    const area = page.getByRole('dialog', { name: 'Area' });
    await area.getByRole('option', { name: 'Peru' }).tap();
    await expect(area.getByRole('tab', { name: 'Region' })).toBeVisible();
    await area.getByRole('option', { name: 'Peru South' }).tap();
    await area.getByRole('option', { name: 'Peru South East' }).tap();
    await area.getByRole('button', { name: 'Confirm' }).tap();
    await expect(page.getByText('Area: Peru / Peru South / Peru South East')).toBeVisible();
  });

  test('by keyboard: focus stays in the options from level to level and returns to the opener', async ({
    page,
  }) => {
    onlyIn('desktop');
    await openDemoAlone(page, 'cascader-demo-basic');
    await tabIntoDemo(page);
    const opener = page.getByRole('button', { name: 'Choose a district' });
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'District' });
    const list = await tabToList(page, sheet);
    await expectActive(list, 'Zhejiang');
    await page.keyboard.press('Enter');
    await expectActive(list, 'Hangzhou');
    await page.keyboard.press('Enter');
    await expectActive(list, 'Xihu');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(sheet.getByRole('tab')).toHaveText(['Zhejiang', 'Hangzhou', 'Binjiang']);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(sheet.getByRole('button', { name: 'Confirm' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('District: Zhejiang / Hangzhou / Binjiang')).toBeVisible();
    await expect(opener).toBeFocused();

    await openDemoAlone(page, 'cascader-demo-prompt');
    await tabIntoDemo(page);
    const order = page.getByRole('button', { name: 'Order something' });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Order' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Cancelled.');
    await expect(order).toBeFocused();

    await openDemoAlone(page, 'cascader-demo-load-children');
    await tabIntoDemo(page);
    await page.keyboard.press('Enter');
    const area = page.getByRole('dialog', { name: 'Area' });
    const places = await tabToList(page, area);
    await page.keyboard.press('Enter');
    await expectActive(places, 'Kenya North');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expectActive(places, 'Kenya East North');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(area.getByRole('button', { name: 'Confirm' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Area: Kenya / Kenya East / Kenya East North')).toBeVisible();
  });
});

test.describe('CascaderView', () => {
  test('by touch: each tap opens the next level and names its tab; a tab goes back', async ({
    page,
  }) => {
    onlyIn('mobile');
    await openDemoAlone(page, 'cascader-demo-inline');
    await page.getByRole('option', { name: 'Kitchen' }).tap();
    await expect(page.getByText('Level 3 shown; keep choosing')).toBeVisible();
    await page.getByRole('option', { name: 'Knives' }).tap();
    await expect(page.getByText('chosen: home › kitchen › knives')).toBeVisible();
    await page.getByRole('tab', { name: 'Home' }).tap();
    await expect(page.getByText(/^Level 1 shown/)).toBeVisible();

    await openDemoAlone(page, 'cascader-demo-custom-texts');
    await expect(page.getByRole('tab')).toHaveText(['Garment']);
    await page.getByRole('option', { name: 'Shirts' }).tap();
    await expect(page.getByRole('tab')).toHaveText(['Shirts', 'Fit']);
    await page.getByRole('option', { name: 'Slim' }).tap();
    await page.getByRole('option', { name: 'M', exact: true }).tap();
    await expect(page.getByRole('tab')).toHaveText(['Shirts', 'Slim', 'M']);
    await expect(page.getByRole('option', { name: 'M', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('by keyboard: tabs move with arrows, the list keeps the focus as levels open', async ({
    page,
  }) => {
    onlyIn('desktop');
    await openDemoAlone(page, 'cascader-demo-inline');
    await tabIntoDemo(page);
    await expect(page.getByRole('tab', { name: 'Select' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText(/^Level 1 shown/)).toBeVisible();
    await page.keyboard.press('Tab');
    const list = page.getByRole('listbox');
    await expectActive(list, 'Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Level 2 shown; keep choosing')).toBeVisible();
    await expectActive(list, 'Travel');
    await page.keyboard.press('Enter');
    await expect(page.getByText('chosen: books › travel')).toBeVisible();

    await openDemoAlone(page, 'cascader-demo-custom-texts');
    await tabIntoDemo(page);
    await expect(page.getByRole('tab', { name: 'Garment' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectActive(list, 'Slim');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(page.getByRole('tab')).toHaveText(['Shirts', 'Slim', 'M']);
  });
});

test.describe('a level of 1 000 options', () => {
  /** Opens the demo: few rows exist although the level has 1 000. */
  async function openLongLevel(page: Page) {
    await openDemoAlone(page, 'cascader-demo-long-level');
    const list = page.getByRole('listbox');
    const rows = list.getByRole('option');
    await expect(rows.first()).toHaveAttribute('aria-setsize', '1000');
    expect(await rows.count()).toBeLessThan(40);
    return { list, rows };
  }

  /** After a real scroll, a jump to a known row: it exists, knows its place, few rows exist. */
  async function jumpToMiddle(list: Locator, rows: Locator) {
    await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(100);
    expect(await rows.count()).toBeLessThan(40);
    await list.evaluate((el) => (el.scrollTop = 24_000));
    const middle = list.getByRole('option', { name: 'Line 1 stop 501', exact: true });
    await expect(middle).toBeVisible();
    await expect(middle).toHaveAttribute('aria-posinset', '501');
    expect(await rows.count()).toBeLessThan(40);
    return middle;
  }

  test('by touch: a finger scrolls it and a tap chooses a row far down', async ({ page }) => {
    onlyIn('mobile');
    const { list, rows } = await openLongLevel(page);
    const box = (await list.boundingBox())!;
    await touchDrag(
      page,
      { x: box.x + box.width / 2, y: box.y + box.height - 20 },
      { x: box.x + box.width / 2, y: box.y + box.height - 260 },
      8,
      // Slowly, so the list does not glide on after the finger lifts and move the row tapped.
      120,
    );
    const middle = await jumpToMiddle(list, rows);
    await middle.tap();
    await expect(middle).toHaveAttribute('aria-selected', 'true');
  });

  test('by keyboard: the wheel scrolls it, End reaches the last enabled row, Enter chooses it', async ({
    page,
  }) => {
    onlyIn('desktop');
    const { list, rows } = await openLongLevel(page);
    await list.hover();
    await page.mouse.wheel(0, 2000);
    await jumpToMiddle(list, rows);
    await tabIntoDemo(page);
    await page.keyboard.press('Tab');
    await expect(list).toBeFocused();
    await page.keyboard.press('End');
    // The last stop is disabled, so End stops on the one before it.
    const disabled = list.getByRole('option', { name: 'Line 1 stop 1000', exact: true });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await expectActive(list, 'Line 1 stop 999');
    await page.keyboard.press('Enter');
    await expect(list.getByRole('option', { name: 'Line 1 stop 999' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
