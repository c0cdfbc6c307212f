import type { Page } from '@playwright/test';
import { expect } from '@tessera/playwright-config/fixtures';

/** Resolves once the page has hydrated (the theme then lists its hydration errors). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => Array.isArray(window.__TESSERA_HYDRATION_ERRORS__));

/** Fake clock: installed at START, paused at PAUSED once the page is up. */
const START = new Date('2025-06-02T09:00:00Z');
const PAUSED = new Date('2025-06-02T10:00:00Z');

/** Opens a page and focuses the search box with Ctrl/⌘+K; `paused` stops the page's clock. */
export async function open(page: Page, { path = '/guide', paused = false } = {}) {
  if (paused) await page.clock.install({ time: START });
  await page.goto(path);
  await hydrated(page);
  // From here the page's timers (the debounce) run only when the test moves the clock.
  if (paused) await page.clock.pauseAt(PAUSED);
  const box = page.getByRole('combobox', { name: 'Search' });
  await page.keyboard.press('ControlOrMeta+KeyK');
  await expect(box).toBeFocused();
  return box;
}

export const results = (page: Page) =>
  page.getByRole('listbox', { name: 'Search' }).getByRole('option');

/** Makes the first option whose text matches `pattern` active with the arrow keys. */
export async function moveTo(page: Page, pattern: RegExp) {
  const options = results(page);
  await expect(options.first()).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Search' });
  const texts = await options.allTextContents();
  const ids = await options.evaluateAll((elements) => elements.map((element) => element.id));
  const index = texts.findIndex((text) => pattern.test(text));
  expect(index, texts.join('\n')).toBeGreaterThanOrEqual(0);
  const current = ids.indexOf((await box.getAttribute('aria-activedescendant')) ?? '');
  const steps = (index - current + ids.length) % ids.length || (current < 0 ? ids.length : 0);
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', ids[index]!);
}
