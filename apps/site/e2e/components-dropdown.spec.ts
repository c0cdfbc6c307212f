import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone, started } from './chunks';
import { COLOR_KEY } from './colorMode';
import { touchDrag } from './touch';

/*
 * Dropdown on its standalone demo pages: touch at 375 px in the mobile project, the keyboard at
 * 1280 px in the desktop project.
 */

const phoneOnly = () => test.skip(({ isMobile }) => !isMobile, 'a touch test');
const desktopOnly = () => test.skip(({ isMobile }) => isMobile, 'a keyboard test');

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** Resolves once every running animation of the page has finished. */
const settled = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));

/** What the page shows at a point: the element a tap there would reach. */
const elementAt = (page: Page, x: number, y: number) =>
  page.evaluate(
    ([px, py]) => {
      const hit = document.elementFromPoint(px!, py!);
      return hit?.closest('button')?.textContent ?? hit?.tagName ?? null;
    },
    [x, y],
  );

/** Scroll offsets of the page and of every element that scrolled. */
const scrollOffsets = (page: Page) =>
  page.evaluate(() =>
    [document.scrollingElement!, ...document.querySelectorAll('*')]
      .map((element) => element.scrollTop)
      .filter((top) => top !== 0),
  );

test.describe('Dropdown by touch', () => {
  phoneOnly();

  test('a panel opens right under the bar, which stays tappable to switch and close', async ({
    page,
    problems,
  }) => {
    await openDemoAlone(page, 'dropdown-demo-options');
    // The titles show the chosen options; their names still start with the menu.
    const sort = page.getByRole('button', { name: /^Sort:\s?Nearest$/ });
    await sort.tap();
    const sortPanel = page.getByRole('dialog', { name: /^Sort/ });
    await expect(sortPanel).toBeVisible();
    await settled(page);
    const bar = await box(sort);
    expect(Math.abs((await box(sortPanel)).y - (bar.y + bar.height))).toBeLessThanOrEqual(1);
    // The mask starts below the bar: a tap on the bar still reaches its titles.
    expect(await elementAt(page, bar.x + bar.width / 2, bar.y + bar.height / 2)).toContain('Sort');
    await expect(sort).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('button', { name: /^Distance:\s?Within 5 km$/ }).tap();
    await expect(page.getByRole('dialog', { name: /^Distance/ })).toBeVisible();
    await expect(sortPanel).toBeHidden();
    await page.getByRole('option', { name: 'Within 1 km' }).tap();
    await expect(page.getByRole('dialog', { name: /Distance/ })).toBeHidden();
    await expect(page.getByRole('button', { name: /^Distance:\s?Within 1 km$/ })).toBeVisible();
    await expect(page.getByText('2 shops')).toBeVisible();

    await sort.tap();
    await expect(sortPanel).toBeVisible();
    await sort.tap();
    await expect(sortPanel).toBeHidden();
    expect(await problems.csp()).toEqual([]);
  });

  test('opening upwards, the panel ends right above the bar', async ({ page }) => {
    await openDemoAlone(page, 'dropdown-demo-upwards');
    const size = page.getByRole('button', { name: /^Size:\s?Medium$/ });
    await size.tap();
    const panel = page.getByRole('dialog', { name: /^Size/ });
    await expect(panel).toBeVisible();
    await settled(page);
    const bar = await box(size);
    // Just above the bar is the panel; the bar itself stays uncovered.
    const inPanel = (y: number) =>
      page.evaluate(
        ([x, py]) => document.elementFromPoint(x!, py!)?.closest('[role="dialog"]') !== null,
        [bar.x + bar.width / 2, y],
      );
    expect(await inPanel(bar.y - 2)).toBe(true);
    expect(await inPanel(bar.y + bar.height / 2)).toBe(false);
    expect(await elementAt(page, bar.x + bar.width / 2, bar.y + bar.height / 2)).toContain('Size');
    await page.getByRole('button', { name: 'Milk', exact: true }).tap();
    await expect(page.getByRole('dialog', { name: 'Milk' })).toBeVisible();
    await page.getByRole('option', { name: 'Oat' }).tap();
    await expect(page.getByRole('button', { name: /^Milk:\s?Oat$/ })).toBeVisible();
  });

  test('the page holds still under an open panel, and a tap on the mask closes it', async ({
    page,
  }) => {
    // A short screen, so the page has somewhere to scroll, with the mask still on it under the
    // demo's heading and the panel.
    await page.setViewportSize({ width: 375, height: 400 });
    await openDemoAlone(page, 'dropdown-demo-options');
    await page.getByRole('button', { name: /^Sort/ }).tap();
    const panel = page.getByRole('dialog', { name: /^Sort/ });
    await expect(panel).toBeVisible();
    await settled(page);
    const below = await box(panel);
    const maskPoint = { x: below.x + below.width / 2, y: below.y + below.height + 20 };
    const before = await scrollOffsets(page);
    await touchDrag(page, maskPoint, { x: maskPoint.x, y: maskPoint.y - 120 }, 8, 30);
    expect(await scrollOffsets(page)).toEqual(before);

    await page.touchscreen.tap(maskPoint.x, maskPoint.y);
    await expect(panel).toBeHidden();
    // Closed, the same drag scrolls: the lock, not the layout, held the page.
    await touchDrag(page, maskPoint, { x: maskPoint.x, y: maskPoint.y - 120 }, 8, 30);
    await expect.poll(() => scrollOffsets(page)).not.toEqual(before);
  });

  test('a filter form in a panel applies and closes from its own button', async ({ page }) => {
    await openDemoAlone(page, 'dropdown-demo-filter-form');
    await page.getByRole('button', { name: 'Filters', exact: true }).tap();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.getByRole('option', { name: 'Delivery' }).tap();
    await panel.getByRole('button', { name: 'Apply' }).tap();
    await expect(panel).toBeHidden();
    await expect(page.getByText('Applied: delivery')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });
});

test.describe('Dropdown by keyboard', () => {
  desktopOnly();

  test('Enter opens a list at the chosen option, arrows and Enter choose, focus returns', async ({
    page,
  }) => {
    await openDemoAlone(page, 'dropdown-demo-options');
    const sort = page.getByRole('button', { name: /^Sort:\s?Nearest$/ });
    await sort.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Nearest' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Best rated' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: /Sort/ })).toBeHidden();
    const chosen = page.getByRole('button', { name: /^Sort:\s?Best rated$/ });
    await expect(chosen).toBeFocused();
    await expect(page.getByRole('listitem').first()).toContainText('Green Grocer');
  });

  test('Tab stays in an open panel; Escape closes it and focus goes back to its title', async ({
    page,
  }) => {
    await openDemoAlone(page, 'dropdown-demo-filter-form');
    const title = page.getByRole('button', { name: 'Filters', exact: true });
    await title.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel).toBeFocused();
    for (let stop = 0; stop < 6; stop += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(title).toBeFocused();
  });

  test('a button outside opens a controlled menu; a disabled title does not open', async ({
    page,
  }) => {
    await openDemoAlone(page, 'dropdown-demo-controlled');
    await page.getByRole('button', { name: 'Change dates' }).focus();
    await page.keyboard.press('Enter');
    const dates = page.getByRole('dialog', { name: 'Any dates' });
    await expect(dates).toBeVisible();
    await expect(page.getByText('Open menu: dates')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dates.getByRole('button', { name: 'This weekend' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Open menu: none')).toBeVisible();
    const title = page.getByRole('button', { name: 'This weekend', expanded: false });
    await expect(title).toBeFocused();

    const price = page.getByRole('button', { name: 'Price' });
    await expect(price).toHaveAttribute('aria-disabled', 'true');
    await price.focus();
    await page.keyboard.press('Enter');
    await expect(price).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Open menu: none')).toBeVisible();
  });
});

test.describe('Dropdown open', () => {
  desktopOnly();

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`an open list passes axe in ${colorScheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.addInitScript((key) => window.localStorage.setItem(key, 'auto'), COLOR_KEY);
      await page.goto('/components/tm-dropdown');
      await started(page);
      const demo = page.locator(`[data-theme="${colorScheme}"]`, { hasText: 'Corner Bakery' });
      await demo.getByRole('button', { name: /^Sort/ }).click();
      await expect(page.getByRole('option', { name: 'Nearest' })).toBeFocused();
      // The panel portals out of the bar's subtree and still takes the demo's theme.
      await expect(page.locator(`[data-tm-portal][data-theme="${colorScheme}"]`)).toBeAttached();
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('under reduced motion the panel opens and closes without moving', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openDemoAlone(page, 'dropdown-demo-options');
    await page.getByRole('button', { name: /^Sort/ }).click();
    const panel = page.getByRole('dialog', { name: /^Sort/ });
    await expect(panel).toBeVisible();
    // Nothing moves; a colour may still fade (a pressed row), which is not motion.
    const moving = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => !(a instanceof CSSTransition && /color/.test(a.transitionProperty)))
        .map((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          const what = a instanceof CSSTransition ? a.transitionProperty : a.constructor.name;
          return `${what} on ${target?.className ?? '?'}`;
        }),
    );
    expect(moving).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });
});
