import type { Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { followSidebarLink, holdChunk, openDemoAlone, started } from './chunks';

/*
 * Keyboard, screen readers, reduced motion and no JavaScript (TEST-PLAN 2.7 and 2.2: A-02,
 *
 */

/** Presses Tab until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const announcements = (page: Page) => page.getByRole('status').filter({ hasText: 'Navigated to' });

test.describe('A-02 keyboard alone', () => {
  test('search: shortcut, arrows, Escape back to where the visitor was, Enter to open', async ({
    page,
  }) => {
    await page.goto('/components/tm-icon');
    await started(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();

    await page.keyboard.press('/');
    const box = page.getByRole('combobox', { name: 'Search' });
    await expect(box).toBeFocused();
    // One input event, so one query: typed key by key on a busy machine, a slower keystroke
    // lets an earlier query's list arrive and the final one replace it between the arrows.
    await page.keyboard.insertText('quick start');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('ArrowDown');
    const first = await options.nth(0).getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', first!);
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    const second = await options.nth(1).getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', second!);
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(box).toHaveAttribute('aria-activedescendant', first!);

    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(skip).toBeFocused();

    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('quick start');
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toContainText(/quick start/i);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/guide(#[\w-]+)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quick start' })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('page tabs: reached with Tab, moved with arrows, opened with Enter', async ({ page }) => {
    await page.goto('/guide/log');
    await started(page);
    const tabs = page.getByRole('navigation', { name: 'Page views' });
    const releases = tabs.getByRole('link', { name: 'Releases' });
    const upcoming = tabs.getByRole('link', { name: 'Upcoming' });
    await tabTo(page, releases);
    await page.keyboard.press('ArrowRight');
    await expect(upcoming).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/guide\/log\?tab=upcoming$/);
    await expect(page.getByRole('heading', { name: 'Next release' })).toBeVisible();
    await expect(upcoming).toHaveAttribute('aria-current', 'page');
    // The next Tab leaves the tab list: one stop for the whole list.
    await page.keyboard.press('Tab');
    await expect(releases).not.toBeFocused();
    await expect(upcoming).not.toBeFocused();
  });
});

test('A-03 each client navigation moves focus to the heading and announces the page once', async ({
  page,
}) => {
  await page.goto('/components/tm-box');
  await started(page);
  await expect(announcements(page)).toHaveCount(0);

  await followSidebarLink(page, 'Button');
  const button = page.getByRole('heading', { level: 1, name: 'Button' });
  await expect(button).toBeFocused();
  await expect(page).toHaveTitle(/^Button/);
  await expect(announcements(page)).toHaveCount(1);
  await expect(announcements(page)).toHaveText(`Navigated to ${await page.title()}`);

  await page.getByRole('link', { name: /NEXT\s*Icon/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Icon' })).toBeFocused();
  await expect(page).toHaveTitle(/^Icon/);
  await expect(announcements(page)).toHaveText(`Navigated to ${await page.title()}`);

  await page.goBack();
  await expect(button).toBeFocused();
  await expect(page).toHaveTitle(/^Button/);
  await expect(announcements(page)).toHaveCount(1);
  await expect(announcements(page)).toHaveText(`Navigated to ${await page.title()}`);
});

/** Elements whose animation or transition lasts longer than `limit` seconds. */
function longMotions(page: Page, limit = 0.01) {
  return page.evaluate((limit) => {
    const seconds = (list: string) =>
      Math.max(
        ...list
          .split(',')
          .map((value) =>
            value.trim().endsWith('ms') ? parseFloat(value) / 1000 : parseFloat(value),
          ),
      );
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const animated = style.animationName !== 'none' && seconds(style.animationDuration) > limit;
        const moving =
          style.transitionProperty !== 'none' && seconds(style.transitionDuration) > limit;
        if (animated || moving)
          found.push(
            `${element.tagName.toLowerCase()}${pseudo ?? ''} ${style.animationName} ${style.animationDuration} ${style.transitionDuration}`,
          );
      }
    }
    return found;
  }, limit);
}

test.describe('A-05 with reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('the theme and the demos do not animate', async ({ page }) => {
    for (const path of [
      '/',
      '/components/tm-button',
      '/components/tm-loading',
      '/components/tm-skeleton',
      '/components/tm-progress-bar',
    ]) {
      await page.goto(path);
      await started(page);
      expect(await longMotions(page), path).toEqual([]);
    }
  });

  test('the loading skeleton does not shimmer', async ({ page }) => {
    await page.goto('/components/tm-button');
    await started(page);
    const release = await holdChunk(page, /\/assets\/Icon-[^/]+\.js$/);
    await page.getByRole('link', { name: /NEXT\s*Icon/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toBeVisible();
    expect(await longMotions(page)).toEqual([]);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Icon' })).toBeVisible();
  });

  test('an opened overlay of the library does not animate', async ({ page }) => {
    await openDemoAlone(page, 'popup-demo-scrollable-content');
    await page.getByRole('button', { name: 'Choose a country' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await longMotions(page)).toEqual([]);
  });

  test('jumping to a section scrolls at once', async ({ page }) => {
    await page.goto('/components/tm-button');
    await started(page);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    // Wide screens jump from the table of contents; phones follow an address with a fragment.
    if (await toc.isVisible()) await toc.getByRole('link', { name: 'API' }).click();
    else
      await page.evaluate(() => {
        window.location.hash = 'api';
      });
    await expect(page).toHaveURL(/#api$/);
    // Read in the first frame after the jump: a smooth scroll would still be on its way there.
    const shown = await page.evaluate(() => {
      const heading = document.getElementById('api')!.getBoundingClientRect();
      return { scrolled: window.scrollY, top: heading.top, height: window.innerHeight };
    });
    expect(shown.scrolled).toBeGreaterThan(0);
    expect(shown.top, 'already there, not on the way').toBeGreaterThanOrEqual(0);
    expect(shown.top).toBeLessThan(shown.height / 2);
    await expect(page.getByRole('heading', { level: 2, name: 'API' })).toBeInViewport();
  });
});

test.describe('R-17 without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Playwright's text and role locators skip what is inside <noscript>, even with JavaScript
  // off, so the notices are found by their element and checked by their text.
  test('each demo and the search say they need JavaScript', async ({ page }) => {
    await page.goto('/components/tm-button');
    for (const name of ['Fill and colour', 'Size, shape and block', 'Loading']) {
      const notice = page.getByRole('region', { name, exact: true }).locator('noscript p');
      await expect(notice).toHaveText('This live demo needs JavaScript to run.');
      await expect(notice).toBeVisible();
    }
    const search = page.getByRole('banner').locator('noscript p');
    await expect(search).toHaveText('Search needs JavaScript');
    await expect(search).toBeVisible();
    // The notice covers the field, which could do nothing.
    const field = await page.getByRole('combobox', { name: 'Search' }).boundingBox();
    const cover = await search.boundingBox();
    expect(cover!.x).toBeLessThanOrEqual(field!.x);
    expect(cover!.y).toBeLessThanOrEqual(field!.y);
    expect(cover!.x + cover!.width).toBeGreaterThanOrEqual(field!.x + field!.width);
    expect(cover!.y + cover!.height).toBeGreaterThanOrEqual(field!.y + field!.height);
    const app = page.locator('body > noscript p');
    await expect(app).toHaveText('Enable JavaScript to run this app.');
    await expect(app).toBeVisible();
  });
});

test('R-17 with JavaScript, the notices stay hidden', async ({ page }) => {
  await page.goto('/components/tm-button');
  await started(page);
  const shown = await page.locator('body').innerText();
  expect(shown).toContain('Show Code');
  expect(shown).not.toContain('needs JavaScript');
});
