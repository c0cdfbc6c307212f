import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone, tabIntoDemo } from './chunks';
import { touchDrag } from './touch';

/*
 * The choice controls of @tessera/mobile on their standalone demo pages: keyboard at desktop
 * width, touch (real touch events through CDP) at phone width.
 */

test('Checkbox: once two are checked by tap, the others are disabled', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'touch at phone width');
  await openDemoAlone(page, 'checkbox-demo-group-with-max');
  await page.getByText('Peppers', { exact: true }).tap();
  await expect(page.getByText('Chosen: Olives, Peppers')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Onions' })).toBeDisabled();
  await page.getByText('Olives', { exact: true }).tap();
  await expect(page.getByRole('checkbox', { name: 'Onions' })).toBeEnabled();
});

test('Radio: the group is one Tab stop; arrows check the next enabled radio, Home and End the ends', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'keyboard at desktop width');
  await openDemoAlone(page, 'radio-demo-basic');
  const radio = (name: RegExp) => page.getByRole('radio', { name });
  await tabIntoDemo(page);
  await expect(radio(/Standard/)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(radio(/Express/)).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(radio(/Pick up/)).toBeFocused();
  await expect(radio(/Pick up/)).toBeChecked();
  await expect(page.getByText('Selected: pickup')).toBeVisible();
  await page.keyboard.press('Home');
  await expect(radio(/Standard/)).toBeChecked();
  await page.keyboard.press('End');
  await expect(radio(/Pick up/)).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(radio(/Standard/)).toBeChecked();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(radio(/Standard/)).toBeFocused();
});

test('Switch: the knob spins while beforeChange is pending; a rejection leaves it as it was', async ({
  page,
}) => {
  await openDemoAlone(page, 'switch-demo-before-change');
  const toggle = page.getByRole('switch', { name: 'Cloud backup' });
  const message = page.getByRole('main').getByRole('status');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-busy', 'true');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).not.toHaveAttribute('aria-busy');
  await expect(message).toHaveText('Backup is off.');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-busy', 'true');
  await expect(message).toHaveText('Could not turn backup on: Storage is full.');
  await expect(toggle).not.toHaveAttribute('aria-busy');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
});

test('Selector: arrows move between chips, skipping disabled ones; Space selects', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'keyboard at desktop width');
  await openDemoAlone(page, 'selector-demo-basic');
  const size = page.getByRole('listbox', { name: 'Size' });
  await size.getByRole('option', { name: 'M' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(size.getByRole('option', { name: 'L', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(size.getByRole('option', { name: 'S', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText('Size s; extras: none')).toBeVisible();
});

test('Slider: arrows, Page Up / Down, Home and End move the thumb and its value', async ({
  page,
  isMobile,
  problems,
}) => {
  test.skip(isMobile, 'keyboard at desktop width');
  await openDemoAlone(page, 'slider-demo-basic');
  const thumb = page.getByRole('slider', { name: 'Volume' });
  await thumb.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await expect(thumb).toHaveAttribute('aria-valuenow', '32');
  await page.keyboard.press('PageUp');
  await expect(thumb).toHaveAttribute('aria-valuenow', '42');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('PageDown');
  await expect(thumb).toHaveAttribute('aria-valuenow', '31');
  await page.keyboard.press('End');
  await expect(page.getByText('Volume 100; saved 100')).toBeVisible();
  await page.keyboard.press('Home');
  await expect(thumb).toHaveAttribute('aria-valuenow', '0');
  expect(await problems.csp()).toEqual([]);
});

test('Slider: a drag along the track moves the thumb and does not scroll the page', async ({
  page,
  isMobile,
  problems,
}) => {
  test.skip(!isMobile, 'touch at phone width');
  await openDemoAlone(page, 'slider-demo-basic');
  // Make the page scrollable, so a scroll would show.
  await page.evaluate(() => {
    document.body.style.minHeight = '300vh';
    window.scrollTo(0, 40);
  });
  const thumb = page.getByRole('slider', { name: 'Volume' });
  await expect(thumb).toHaveAttribute('aria-valuenow', '30');
  const box = (await thumb.boundingBox())!;
  const scrollBefore = await page.evaluate(() => window.scrollY);
  // Mostly along the track, drifting down a little as a thumb does.
  await touchDrag(
    page,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    { x: box.x + box.width / 2 + 120, y: box.y + box.height / 2 + 30 },
    12,
  );
  const now = Number(await thumb.getAttribute('aria-valuenow'));
  expect(now).toBeGreaterThan(50);
  await expect(page.getByText(`Volume ${now}; saved ${now}`)).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  expect(await problems.csp()).toEqual([]);
});

test('Cascader: a 3-level path is chosen in the sheet and confirmed with the whole path', async ({
  page,
}) => {
  await openDemoAlone(page, 'cascader-demo-basic');
  await page.getByRole('button', { name: 'Choose a district' }).click();
  const sheet = page.getByRole('dialog', { name: 'District' });
  await sheet.getByRole('option', { name: 'Zhejiang' }).click();
  await sheet.getByRole('option', { name: 'Hangzhou' }).click();
  await expect(sheet.getByRole('option', { name: 'Yuhang' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await sheet.getByRole('option', { name: 'Xihu' }).click();
  await expect(sheet.getByRole('tab')).toHaveText(['Zhejiang', 'Hangzhou', 'Xihu']);
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('District: Zhejiang / Hangzhou / Xihu')).toBeVisible();
});

test('Cascader.prompt resolves with the values, or null when cancelled', async ({ page }) => {
  await openDemoAlone(page, 'cascader-demo-prompt');
  const order = page.getByRole('button', { name: 'Order something' });
  await order.click();
  await page.getByRole('dialog', { name: 'Order' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Cancelled.');
  await order.click();
  const sheet = page.getByRole('dialog', { name: 'Order' });
  await sheet.getByRole('option', { name: 'Drinks' }).click();
  await sheet.getByRole('option', { name: 'Tea' }).click();
  await sheet.getByRole('option', { name: 'Oolong' }).click();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Ordered: drinks › tea › oolong',
  );
});

test('CascaderView: a level of 1 000 options scrolls with few rows in the page and keeps its keyboard', async ({
  page,
  isMobile,
}) => {
  await openDemoAlone(page, 'cascader-demo-long-level');
  const list = page.getByRole('listbox');
  const rows = list.getByRole('option');
  await expect(rows.first()).toHaveAttribute('aria-setsize', '1000');
  expect(await rows.count()).toBeLessThan(40);
  // A real scroll first (a finger, or the wheel), then a jump to a known row.
  if (isMobile) {
    const box = (await list.boundingBox())!;
    await touchDrag(
      page,
      { x: box.x + box.width / 2, y: box.y + box.height - 20 },
      { x: box.x + box.width / 2, y: box.y + box.height - 260 },
      8,
    );
  } else {
    await list.hover();
    await page.mouse.wheel(0, 2000);
  }
  await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(100);
  expect(await rows.count()).toBeLessThan(40);
  await list.evaluate((el) => (el.scrollTop = 24_000));
  const middle = list.getByRole('option', { name: 'Line 1 stop 501', exact: true });
  await expect(middle).toBeVisible();
  await expect(middle).toHaveAttribute('aria-posinset', '501');
  expect(await rows.count()).toBeLessThan(40);
  if (!isMobile) {
    await list.focus();
    await page.keyboard.press('End');
    // The last stop is disabled, so End stops on the one before it.
    const disabled = list.getByRole('option', { name: 'Line 1 stop 1000', exact: true });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    const last = list.getByRole('option', { name: 'Line 1 stop 999', exact: true });
    await expect(last).toBeVisible();
    await expect(list).toHaveAttribute('aria-activedescendant', (await last.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(last).toHaveAttribute('aria-selected', 'true');
  }
});
