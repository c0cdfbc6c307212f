import type { Locator } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone } from './chunks';

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

  test('a heading wider than the content pane wraps inside it on a 320 px screen', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'a phone width');
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/components/tm-slider-bar');
    const demo = page.getByRole('region', { name: 'Linked sections' });
    await demo.scrollIntoViewIfNeeded();
    const heading = demo.getByRole('heading', { name: 'Vegetables' });
    await expect(heading).toBeVisible();
    // The demo's frame leaves the pane narrower than the word: it must not scroll sideways.
    const pane = heading.locator('xpath=ancestor::section[1]/parent::*');
    expect(
      await pane.evaluate((element) => element.scrollWidth - element.clientWidth),
    ).toBeLessThanOrEqual(0);
    const { text, box } = await heading.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return {
        text: range.getBoundingClientRect().right,
        box: element.closest('section')!.getBoundingClientRect().right,
      };
    });
    expect(text).toBeLessThanOrEqual(box);
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

  test('a controlled bar opens on the section of its active item, scrolling the content alone', async ({
    page,
  }) => {
    await openDemoAlone(page, 'slider-bar-demo-controlled');
    const privacy = page.getByRole('tabpanel', { name: 'Privacy' });
    await expect(privacy.getByRole('heading', { name: 'Privacy' })).toBeInViewport();
    await expect
      .poll(() => privacy.evaluate((section) => section.parentElement!.scrollTop))
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The jump's scroll events, a frame or two later, leave the item the parent set.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(page.getByText('Showing: Privacy')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Privacy' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
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

test.describe('NavBar and TabBar on a phone with a notch and a home indicator', () => {
  const NOTCH = 47;
  const HOME_INDICATOR = 34;
  const box = async (locator: Locator) => (await locator.boundingBox())!;

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', {
      insets: { top: NOTCH, bottom: HOME_INDICATOR },
    });
  });

  test('a pinned NavBar with safeArea clears the notch; its placeholder keeps the text in place', async ({
    page,
  }) => {
    await openDemoAlone(page, 'nav-bar-demo-fixed');
    const title = page.getByText('Inbox', { exact: true });
    const text = page.getByText('This paragraph stays in place');
    const textTop = (await box(text)).y;
    await page.getByRole('button', { name: 'Pin the bar to the top' }).click();
    await expect(page.getByRole('button', { name: 'Unpin the bar' })).toBeVisible();
    // The bar sits at the top of the screen and its content starts below the inset.
    const unpin = page.getByRole('button', { name: 'Unpin', exact: true });
    expect((await box(title)).y).toBeGreaterThanOrEqual(NOTCH);
    expect((await box(unpin)).y).toBeGreaterThanOrEqual(NOTCH);
    expect((await box(title)).y).toBeLessThan(NOTCH + 46);
    // The bar's hairline is inside its height, as the placeholder's is: nothing moves.
    expect((await box(text)).y).toBe(textTop);
  });

  test('a Box with safeArea adds the inset to the padding it chose', async ({ page }) => {
    await openDemoAlone(page, 'box-demo-safe-area-bar');
    const bar = page.locator('footer');
    // paddingY="s": 8 px at the top, 8 px and the home indicator at the bottom.
    expect(
      await bar.evaluate((el) => [
        getComputedStyle(el).paddingTop,
        getComputedStyle(el).paddingBottom,
      ]),
    ).toEqual(['8px', `${8 + HOME_INDICATOR}px`]);
  });

  test('a pinned TabBar sits above the home indicator; its placeholder keeps that space too', async ({
    page,
  }) => {
    await openDemoAlone(page, 'tab-bar-demo-fixed');
    const bar = page.getByRole('navigation', { name: 'Pinned' });
    const inFlow = await box(bar);
    // In the flow, the bar is padded by the inset as well.
    const home = bar.getByRole('button', { name: 'Home' });
    const homeInFlow = await box(home);
    expect(inFlow.y + inFlow.height - (homeInFlow.y + homeInFlow.height)).toBe(HOME_INDICATOR);
    await page.getByRole('button', { name: 'Pin the bar to the bottom' }).click();
    await expect(page.getByRole('button', { name: 'Put the bar back' })).toBeVisible();
    const pinned = await box(bar);
    expect(pinned.y + pinned.height).toBe(844);
    const homeBox = await box(home);
    expect(homeBox.y + homeBox.height).toBe(844 - HOME_INDICATOR);
    expect(homeBox.height).toBeGreaterThanOrEqual(44);
    const placeholder = bar.locator('xpath=preceding-sibling::div[1]');
    expect((await box(placeholder)).height).toBe(pinned.height);
  });
});

test.describe('NavBar with a large title', () => {
  test('the large title hands over to the bar as the page scrolls, and is the one heading', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 375, height: 640 });
    await openDemoAlone(page, 'nav-bar-demo-large-title');
    const heading = page.getByRole('heading', { name: 'Inbox' });
    await expect(heading).toHaveCount(1);
    await expect(heading).toBeInViewport();
    // The bar's copy of the title: shown only once the large one is under the bar.
    const small = page.getByText('Inbox', { exact: true }).first();
    await expect(small).toBeHidden();

    await page.mouse.wheel(0, 400);
    await expect(small).toBeVisible();
    await expect(heading).not.toBeInViewport();
    const bar = await small.boundingBox();
    // The bar stays at the top while the list scrolls under it.
    expect(bar!.y).toBeLessThan(60);
    await expect(page.getByRole('heading', { name: 'Inbox' })).toHaveCount(1);

    await page.mouse.wheel(0, -800);
    await expect(small).toBeHidden();
    await expect(heading).toBeInViewport();
    expect(await problems.csp()).toEqual([]);
  });
});
