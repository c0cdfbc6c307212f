import type { Locator } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone, tabIntoDemo } from './chunks';

/*
 * Tag, Card, Footer, List, Collapse and Ellipsis on their standalone demo pages: touch at
 * 375 px in the mobile project, the keyboard at 1280 px in the desktop project.
 */

const phoneOnly = () => test.skip(({ isMobile }) => !isMobile, 'a touch test');
const desktopOnly = () => test.skip(({ isMobile }) => isMobile, 'a keyboard test');

test.describe('Tag by touch', () => {
  phoneOnly();
  test('tapping a close button removes that tag only', async ({ page, problems }) => {
    await openDemoAlone(page, 'tag-demo-closable-filters');
    await page.getByRole('button', { name: 'Remove Spicy' }).tap();
    await expect(page.getByText('Spicy')).toHaveCount(0);
    await expect(page.getByText('3 filters')).toBeVisible();
    await page.getByRole('button', { name: 'Reset filters' }).tap();
    await expect(page.getByText('4 filters')).toBeVisible();
    expect(await problems.csp()).toEqual([]);
  });
});

test.describe('Tag by keyboard', () => {
  desktopOnly();
  test('Tab reaches each close button and Enter removes its tag', async ({ page }) => {
    await openDemoAlone(page, 'tag-demo-closable-filters');
    await tabIntoDemo(page);
    await expect(page.getByRole('button', { name: 'Remove Vegetarian' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Vegetarian')).toHaveCount(0);
    await expect(page.getByText('3 filters')).toBeVisible();
  });
});

test.describe('Card by touch', () => {
  phoneOnly();
  test('a tap anywhere on a clickable card presses its title; the footer button keeps its tap', async ({
    page,
  }) => {
    await openDemoAlone(page, 'card-demo-clickable');
    // The title's button covers the card: tap the body text's spot, as a finger would.
    const body = (await page.getByText('3 nights · 2 travellers').boundingBox())!;
    await page.touchscreen.tap(body.x + 20, body.y + body.height / 2);
    await expect(page.getByText('Opened 1 times')).toBeVisible();
    const star = page.getByRole('button', { name: 'Star' });
    await star.tap();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Opened 1 times')).toBeVisible();
  });

  test('the header divider is one physical pixel on a 2x screen', async ({ page }) => {
    await openDemoAlone(page, 'card-demo-basic');
    const header = page.getByText('Team meeting').locator('..');
    const line = await header.evaluate((el) => getComputedStyle(el).backgroundSize);
    expect(line).toBe('100% 0.5px');
  });
});

test.describe('Dividers', () => {
  phoneOnly();
  test('List, Collapse and Footer dividers are one physical pixel at 2x, Footer’s also at 3x', async ({
    page,
    browser,
  }) => {
    const lineOf = (element: Locator, pseudo?: string) =>
      element.evaluate((el, p) => getComputedStyle(el, p).backgroundSize, pseudo);
    await openDemoAlone(page, 'list-demo-basic');
    const row = page.getByText('Language', { exact: true }).locator('xpath=ancestor::li[1]');
    expect(await lineOf(row)).toBe('100% 0.5px');
    await openDemoAlone(page, 'collapse-demo-basic');
    // A panel holds its header button; the second panel draws the line above it.
    const panel = page.getByRole('button', { name: 'How do I return something?' }).locator('..');
    expect(await lineOf(panel)).toBe('100% 0.5px');
    await openDemoAlone(page, 'footer-demo-basic');
    expect(await lineOf(page.getByText('You have reached the end'), '::before')).toBe('100% 0.5px');

    // At 3x a third of a CSS pixel is one physical pixel.
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      deviceScaleFactor: 3,
    });
    const phone = await context.newPage();
    await openDemoAlone(phone, 'footer-demo-basic');
    const atThree = phone.getByText('You have reached the end', { exact: true });
    expect(await lineOf(atThree, '::before')).toBe('100% 0.34px');
    await context.close();
  });
});

test.describe('Card by keyboard', () => {
  desktopOnly();
  test('the title is the one control of the card, then the footer button', async ({ page }) => {
    await openDemoAlone(page, 'card-demo-clickable');
    await tabIntoDemo(page);
    await expect(page.getByRole('button', { name: 'Trip to Lisbon' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Opened 1 times')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Star' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Read the guide' })).toBeFocused();
  });
});

test.describe('Footer', () => {
  test('links are real links and chips report the one pressed', async ({ page, isMobile }) => {
    await openDemoAlone(page, 'footer-demo-basic');
    await expect(page.getByRole('link', { name: 'Theming' })).toHaveAttribute(
      'href',
      '/guide/theme',
    );
    await openDemoAlone(page, 'footer-demo-chips');
    const chip = page.getByRole('button', { name: 'Accessibility' });
    if (isMobile) await chip.tap();
    else {
      await chip.focus();
      await page.keyboard.press('Enter');
    }
    await expect(page.getByText('Last pressed: Accessibility')).toBeVisible();
  });
});

test.describe('List', () => {
  test('a button row changes its value by touch or keyboard; rows are list items', async ({
    page,
    isMobile,
  }) => {
    await openDemoAlone(page, 'list-demo-basic');
    const list = page.getByRole('list', { name: 'Settings' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    const language = page.getByRole('button', { name: /^Language/ });
    if (isMobile) await language.tap();
    else {
      await tabIntoDemo(page);
      await expect(language).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(language).toContainText('中文');
    await expect(page.getByRole('link', { name: 'Getting started' })).toHaveAttribute(
      'href',
      '/guide',
    );
    if (isMobile) {
      const divider = await list
        .getByRole('listitem')
        .nth(1)
        .evaluate((el) => getComputedStyle(el).backgroundSize);
      expect(divider).toBe('100% 0.5px');
    }
  });

  test('ten thousand rows scroll to the last one while only a window of rows exists', async ({
    page,
    isMobile,
  }) => {
    await openDemoAlone(page, 'list-demo-ten-thousand-rows');
    const region = page.getByRole('region', { name: '10,000 contacts' });
    await expect(region.getByText('Row 1 of 10000', { exact: true })).toBeVisible();
    if (isMobile) {
      await region.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    } else {
      await region.focus();
      await page.keyboard.press('End');
    }
    await expect(region.getByText('Row 10000 of 10000', { exact: true })).toBeVisible();
    const last = region.getByRole('listitem').last();
    await expect(last).toHaveAttribute('aria-posinset', '10000');
    await expect(last).toHaveAttribute('aria-setsize', '10000');
    expect(await region.getByRole('listitem').count()).toBeLessThan(30);
  });
});

test.describe('Collapse', () => {
  test('a header opens its region smoothly and closes it; accordion keeps one open', async ({
    page,
    isMobile,
  }) => {
    await openDemoAlone(page, 'collapse-demo-accordion');
    const card = page.getByRole('button', { name: 'Card', exact: true });
    const bank = page.getByRole('button', { name: 'Bank transfer' });
    const press = async (target: typeof card) => {
      if (isMobile) await target.tap();
      else {
        await target.focus();
        await page.keyboard.press('Enter');
      }
    };
    await expect(page.getByRole('region', { name: 'Card' })).toBeHidden();
    await press(card);
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    const region = page.getByRole('region', { name: 'Card' });
    await expect(region).toBeVisible();
    await expect(page.getByText('Open: card')).toBeVisible();
    await expect.poll(async () => (await region.boundingBox())?.height ?? 0).toBeGreaterThan(30);
    await press(bank);
    await expect(card).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Card' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Bank transfer' })).toBeVisible();
  });

  test('under reduced motion a panel opens at once, with no transition', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openDemoAlone(page, 'collapse-demo-basic');
    const region = page.getByRole('region', { name: 'When will my order arrive?' });
    expect(await region.evaluate((el) => getComputedStyle(el).transitionProperty)).toBe('none');
    await page.getByRole('button', { name: 'How do I return something?' }).click();
    await expect(page.getByRole('region', { name: 'How do I return something?' })).toBeVisible();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });
});

test.describe('Ellipsis', () => {
  test('More reveals the whole text and Less cuts it again, by touch or keyboard', async ({
    page,
    isMobile,
  }) => {
    await openDemoAlone(page, 'ellipsis-demo-expandable');
    const more = page.getByRole('button', { name: 'More', exact: true });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = more.locator('..');
    const cut = (await text.boundingBox())!.height;
    if (isMobile) await more.tap();
    else {
      await tabIntoDemo(page);
      await expect(more).toBeFocused();
      await page.keyboard.press('Enter');
    }
    const less = page.getByRole('button', { name: 'Less', exact: true });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    if (!isMobile) await expect(less).toBeFocused();
    const whole = less.locator('..');
    await expect(whole).toContainText('We would come back without a second thought.');
    expect((await whole.boundingBox())!.height).toBeGreaterThan(cut);
  });

  test('a measured cut fills its rows and is measured again when the width changes', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'resizes the desktop window');
    await openDemoAlone(page, 'ellipsis-demo-expandable');
    const more = page.getByRole('button', { name: 'More', exact: true });
    const text = more.locator('..');
    const lineHeight = await text.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await text.boundingBox())!.height).toBeCloseTo(lineHeight * 3, 0);
    const wide = (await text.textContent())!.length;
    await page.setViewportSize({ width: 420, height: 800 });
    await expect.poll(async () => (await text.textContent())!.length).toBeLessThan(wide);
    expect((await text.boundingBox())!.height).toBeCloseTo(lineHeight * 3, 0);
  });

  test('the long list is cut by CSS alone, with the full text in the page', async ({ page }) => {
    await openDemoAlone(page, 'ellipsis-demo-long-list');
    const first = page.getByText(/^Your parcel is on its way/).first();
    expect(await first.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('2');
    await expect(first).toHaveText(/Track it in the app to see the driver on the map\.$/);
  });
});
