import type { Locator } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone } from './chunks';
import { touchDrag } from './touch';

/** The play state of the first running animation on the element, or `none`. */
const playState = (el: Locator) =>
  el.evaluate((node) => node.getAnimations()[0]?.playState ?? 'none');

test.describe('NoticeBar', () => {
  test('long text scrolls, pauses on hover and on focus, and wraps under reduced motion', async ({
    page,
    problems,
  }) => {
    // A phone's width, where the notice is wider than the bar.
    await page.setViewportSize({ width: 375, height: 740 });
    await openDemoAlone(page, 'notice-bar-demo-scrolling');
    const marquee = page.getByRole('marquee');
    // The track holds the text (and, while scrolling, its hidden repeat).
    const track = page.getByText('Heavy snow is expected', { exact: false }).first().locator('..');
    await expect.poll(() => playState(track)).toBe('running');
    // Short text stays still and is read once.
    await expect(page.getByText('Short text does not scroll.')).toHaveCount(1);

    await marquee.hover();
    await expect.poll(() => playState(track)).toBe('paused');
    await page.mouse.move(0, 0);
    await expect.poll(() => playState(track)).toBe('running');

    await marquee.focus();
    await expect.poll(() => playState(track)).toBe('paused');

    // Under reduced motion nothing moves: the notice wraps, within the bar, and is no marquee.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => playState(track)).toBe('none');
    await expect(marquee).toHaveCount(0);
    const box = (await track.locator('..').boundingBox())!;
    const text = (await track.boundingBox())!;
    expect(text.width).toBeLessThanOrEqual(box.width + 1);
    expect(text.height).toBeGreaterThan(30);
    expect(await problems.csp()).toEqual([]);
  });

  test('the close button removes the notice', async ({ page }) => {
    await openDemoAlone(page, 'notice-bar-demo-wrap');
    await page.getByRole('button', { name: 'Close notice' }).click();
    await expect(page.getByText('We could not verify your address.', { exact: false })).toHaveCount(
      0,
    );
    await page.getByRole('button', { name: 'Show the notice again' }).click();
    await expect(page.getByRole('button', { name: 'Close notice' })).toBeVisible();
  });
});

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
  });
});

test.describe('SliderBar', () => {
  test('an item scrolls the content to its section, and scrolling the content moves the item', async ({
    page,
  }) => {
    await openDemoAlone(page, 'slider-bar-demo-linked');
    const item = (name: string) => page.getByRole('tab', { name });
    await item('Dairy').click();
    await expect(item('Dairy')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Dairy' })).toBeInViewport();
    await page
      .getByRole('heading', { name: 'Vegetables' })
      .evaluate((el) => el.closest('section')?.scrollIntoView({ block: 'start' }));
    await expect(item('Vegetables')).toHaveAttribute('aria-selected', 'true');
  });

  test('up and down arrows move through the items and scroll the content', async ({ page }) => {
    await openDemoAlone(page, 'slider-bar-demo-linked');
    await page.getByRole('tab', { name: 'Fruit' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('tab', { name: 'Bakery' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Bakery' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Bakery' })).toBeInViewport();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Drinks' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
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

test.describe('IndexBar', () => {
  test('dragging along the index scrubs through the letters with a bubble', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'touch only');
    await openDemoAlone(page, 'index-bar-demo-basic');
    const index = page.getByRole('slider', { name: 'Index' });
    const first = (await index.getByText('A', { exact: true }).boundingBox())!;
    const last = (await index.getByText('O', { exact: true }).boundingBox())!;
    const x = first.x + first.width / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove', y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [{ x, y }] });
    await touch('touchStart', first.y + 4);
    for (let y = first.y + 8; y <= last.y + last.height / 2; y += 12) await touch('touchMove', y);
    // The bubble shows the letter under the finger while it is down.
    await expect(page.locator('div[aria-hidden="true"]', { hasText: /^O$/ })).toBeVisible();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.locator('div[aria-hidden="true"]', { hasText: /^O$/ })).toHaveCount(0);
    await expect(index).toHaveAttribute('aria-valuetext', 'O');
    await expect(page.getByText('Omar')).toBeInViewport();
    await cdp.detach();
  });

  test('in a sheet, a letter scrolls the sheet, not the page', async ({ page }) => {
    await openDemoAlone(page, 'index-bar-demo-in-popup');
    await page.getByRole('button', { name: 'Choose a city' }).click();
    const sheet = page.getByRole('dialog', { name: 'Cities' });
    const pageScroll = await page.evaluate(() => window.scrollY);
    const index = sheet.getByRole('slider', { name: 'Index' });
    await index.getByText('O', { exact: true }).click();
    await expect(index).toHaveAttribute('aria-valuetext', 'O');
    await expect(sheet.getByRole('button', { name: 'Oslo' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
    await index.focus();
    await page.keyboard.press('Home');
    await expect(sheet.getByRole('button', { name: 'Amsterdam' })).toBeInViewport();
    await page.keyboard.press('End');
    await sheet.getByRole('button', { name: 'Prague' }).click();
    await expect(page.getByRole('button', { name: 'City: Prague' })).toBeVisible();
  });
});

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
});
