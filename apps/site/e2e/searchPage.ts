import type { Page } from '@playwright/test';
import { expect } from '@tessera/playwright-config/fixtures';
import { started } from './chunks';

/** Fake clock: installed at START, paused once the page is up (see `pauseClock`). */
export const START = new Date('2025-06-02T09:00:00Z');

/**
 * From here the page's timers run only when the test moves its clock. It stops a second after
 * the page's present time: a longer jump would fire the timeouts of chunks still loading (a
 * demo's code on a slow machine) as if they had taken that long.
 */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Opens a page and focuses the search box with Ctrl/⌘+K; `paused` stops the page's clock. */
export async function open(page: Page, { path = '/guide', paused = false } = {}) {
  if (paused) await page.clock.install({ time: START });
  await page.goto(path);
  await started(page);
  // From here the page's timers (the debounce) run only when the test moves the clock.
  if (paused) await pauseClock(page);
  const box = page.getByRole('combobox', { name: 'Search' });
  await page.keyboard.press('ControlOrMeta+KeyK');
  await expect(box).toBeFocused();
  return box;
}

export const results = (page: Page) =>
  page.getByRole('listbox', { name: 'Search' }).getByRole('option');

/**
 * Makes an option whose text matches `pattern` active with ArrowDown, checking the active
 * option after each press rather than counting presses on a list read once: a slow machine may
 * still be showing an earlier query's results, which the latest answer then replaces.
 */
export async function moveTo(page: Page, pattern: RegExp) {
  const options = results(page);
  await expect(options.filter({ hasText: pattern }).first()).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Search' });
  const activeText = () =>
    box.evaluate((input) => {
      const id = input.getAttribute('aria-activedescendant');
      return (id && document.getElementById(id)?.textContent) || '';
    });
  // Twice round the list, in case the list changes once on the way.
  const presses = 2 * (await options.count()) + 1;
  for (let press = 0; press <= presses; press++) {
    const text = await activeText();
    if (pattern.test(text)) return;
    await page.keyboard.press('ArrowDown');
  }
  expect(await activeText(), (await options.allTextContents()).join('\n')).toMatch(pattern);
}
