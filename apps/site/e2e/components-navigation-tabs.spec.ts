import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone } from './chunks';
import { touchDrag } from './touch';

test.describe('Tabs', () => {
  test('arrow keys, Home and End move and select, skipping the disabled tab', async ({ page }) => {
    await openDemoAlone(page, 'tabs-demo-basic');
    const tab = (name: string | RegExp) => page.getByRole('tab', { name });
    await tab('All').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(/Unpaid/)).toBeFocused();
    await expect(tab(/Unpaid/)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveText('Two orders wait for payment.');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(tab('All')).toBeFocused();
    await page.keyboard.press('End');
    await expect(tab('Shipped')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel: one tab stop for the whole list.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
  });

  test('the ink bar sits under the active tab in server HTML, before scripts run', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/~demos/tabs-demo-basic');
    const tab = await page.getByRole('tab', { name: 'All' }).boundingBox();
    const ink = await page.locator('[data-ink]').boundingBox();
    expect(ink!.x).toBeGreaterThanOrEqual(tab!.x);
    expect(ink!.x + ink!.width).toBeLessThanOrEqual(tab!.x + tab!.width);
    expect(Math.abs(ink!.y + ink!.height - (tab!.y + tab!.height))).toBeLessThanOrEqual(1.5);
    await context.close();
  });

  test('swiping the content changes tabs; vertical drags scroll instead; the first pane resists', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'touch only');
    await openDemoAlone(page, 'tabs-demo-swipeable');
    const pane = page.getByRole('tabpanel');
    const box = (await pane.boundingBox())!;
    const y = box.y + box.height / 2;
    const selected = page.locator('[role="tab"][aria-selected="true"]');

    await touchDrag(page, { x: box.x + box.width - 30, y }, { x: box.x + 30, y }, 12);
    await expect(selected).toHaveText('Tue');
    await expect(page.getByRole('tabpanel')).toContainText('Swimming at 6');

    await touchDrag(page, { x: box.x + 30, y }, { x: box.x + box.width - 30, y }, 12);
    await expect(selected).toHaveText('Mon');

    await touchDrag(page, { x: box.x + 30, y }, { x: box.x + box.width - 30, y }, 12);
    await expect(selected).toHaveText('Mon');
    await expect(page.getByRole('tabpanel')).toContainText('Yoga at 7');

    await touchDrag(page, { x: box.x + 100, y: y + 40 }, { x: box.x + 110, y: y - 60 }, 12);
    await expect(selected).toHaveText('Mon');
  });

  test('scroll-spy in a sheet: a tab scrolls to its section, scrolling moves the tab', async ({
    page,
  }) => {
    await openDemoAlone(page, 'tabs-demo-scroll-spy');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    // The tabs mounted inside the closed sheet: the ink bar is under the active tab once it opens.
    // Measured in one frame, as the sheet may still be sliding up.
    const ink = await sheet.getByRole('tab', { name: 'Starters' }).evaluate((tab) => {
      const t = tab.getBoundingClientRect();
      const i = tab.querySelector('[data-ink]')!.getBoundingClientRect();
      return {
        width: i.width,
        start: i.left - t.left,
        end: t.right - i.right,
        bottom: t.bottom - i.bottom,
      };
    });
    expect(ink.width).toBeGreaterThan(0);
    expect(Math.min(ink.start, ink.end)).toBeGreaterThanOrEqual(0);
    expect(Math.abs(ink.bottom)).toBeLessThanOrEqual(1.5);
    await sheet.getByRole('tab', { name: 'Desserts' }).click();
    await expect(sheet.getByRole('tab', { name: 'Desserts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(sheet.getByRole('heading', { name: 'Desserts' })).toBeInViewport();
    await sheet.getByRole('heading', { name: 'Starters' }).scrollIntoViewIfNeeded();
    await expect(sheet.getByRole('tab', { name: 'Starters' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // The last section is too short to reach the tabs: once the sheet has scrolled to its end,
    // the tab chosen stays chosen.
    const drinks = sheet.getByRole('tab', { name: 'Drinks' });
    await drinks.click();
    await expect(sheet.getByRole('heading', { name: 'Drinks' })).toBeInViewport();
    await expect
      .poll(() => sheet.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop))
      .toBeLessThan(1);
    await page.evaluate(
      () => new Promise((done) => setTimeout(() => requestAnimationFrame(done), 300)),
    );
    await expect(drinks).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('TabBar and CapsuleTabs', () => {
  test('the tab bar follows the location, also when the page navigates', async ({ page }) => {
    // On its own page the demo renders inside the site's router; its MemoryRouter stays its own.
    await openDemoAlone(page, 'tab-bar-demo-router');
    const address = page.url();
    const nav = page.getByRole('navigation', { name: 'App' });
    await nav.getByRole('button', { name: 'Account' }).click();
    await expect(nav.getByRole('button', { name: 'Account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText('Location: /account')).toBeVisible();
    await page.getByRole('button', { name: 'Open settings from the page' }).click();
    await expect(nav.getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText('Location: /settings')).toBeVisible();
    expect(page.url()).toBe(address);
    const box = (await nav.getByRole('button', { name: 'Home' }).boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  });

  test('capsules share the tabs keys and scroll the active capsule into view', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openDemoAlone(page, 'capsule-tabs-demo-controlled');
    await page.getByRole('button', { name: 'Largest size' }).click();
    const largest = page.getByRole('tab', { name: '4XL' });
    await expect(largest).toHaveAttribute('aria-selected', 'true');
    await expect(largest).toBeInViewport();
    await largest.focus();
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'XS', exact: true })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveText('Size XS is in stock.');
  });
});
