import { expect, test } from '@tessera/playwright-config/fixtures';
import { openSettings } from './chrome';
import { ENTRY_CHUNK, holdChunk, hydrationErrors, started } from './chunks';
import { COLOR_KEY, colorAttribute } from './colorMode';

test.describe('colour mode', () => {
  test('switches, persists, and never flashes on a prerendered page', async ({
    page,
    problems,
    isMobile,
  }) => {
    await page.goto('/guide');
    await started(page);
    const settings = await openSettings(page, isMobile);
    await expect(settings.getByRole('button', { name: 'Light Mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await settings.getByRole('button', { name: 'Dark Mode' }).click();
    expect(await colorAttribute(page)).toBe('dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), COLOR_KEY)).toBe('dark');

    // The next page is dark before any module script runs.
    await page.route(/entry-client-.*\.js$/, (route) => route.abort());
    problems.allow(/net::ERR_FAILED|Failed to load resource/);
    await page.goto('/components/tm-button');
    expect(await colorAttribute(page)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(21, 23, 26)');
    expect(await problems.csp()).toEqual([]);
  });

  test('a tap on a page button before the app has started takes effect once it has', async ({
    page,
    isMobile,
  }) => {
    const release = await holdChunk(page, ENTRY_CHUNK);
    // Not until `load`: an entry script added before it holds the event back.
    await page.goto('/guide', { waitUntil: 'domcontentloaded' });
    const notStarted = () => page.evaluate(() => !('__TESSERA_HYDRATION_ERRORS__' in window));
    if (isMobile) {
      // The settings live in the drawer, which only the app can open.
      await page.getByRole('button', { name: 'Open sidebar' }).click();
      expect(await notStarted()).toBe(true);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      release();
      await expect(page.getByRole('dialog')).toBeVisible();
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Dark Mode' }).click();
      expect(await notStarted()).toBe(true);
      expect(await colorAttribute(page)).not.toBe('dark');
      release();
      await expect.poll(() => colorAttribute(page)).toBe('dark');
    }
    await started(page);
    expect(await hydrationErrors(page)).toEqual([]);
  });

  test('a stored dark preference hydrates without mismatch and shows as pressed', async ({
    page,
    isMobile,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), COLOR_KEY);
    await page.goto('/components/tm-button');
    await started(page);
    const settings = await openSettings(page, isMobile);
    await expect(settings.getByRole('button', { name: 'Dark Mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await hydrationErrors(page)).toEqual([]);
  });

  test('Follow System follows the system live', async ({ page, isMobile }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/guide');
    await started(page);
    const settings = await openSettings(page, isMobile);
    await settings.getByRole('button', { name: 'Follow System' }).click();
    expect(await colorAttribute(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => colorAttribute(page)).toBe('light');
  });

  for (const [choice, button, system] of [
    ['light', 'Light Mode', 'dark'],
    ['dark', 'Dark Mode', 'light'],
  ] as const) {
    test(`a chosen ${choice} mode stays when the system turns ${system}`, async ({
      page,
      problems,
      isMobile,
    }) => {
      await page.emulateMedia({ colorScheme: choice });
      await page.goto('/guide');
      await started(page);
      const settings = await openSettings(page, isMobile);
      await settings.getByRole('button', { name: button }).click();
      await page.emulateMedia({ colorScheme: system });
      // The system's change has reached the page once a media query in it says so.
      await expect
        .poll(() => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches))
        .toBe(system === 'dark');
      expect(await colorAttribute(page)).toBe(choice);
      await page.reload();
      await started(page);
      expect(await colorAttribute(page)).toBe(choice);
      expect(await hydrationErrors(page)).toEqual([]);
      expect(await problems.csp()).toEqual([]);
    });
  }

  test('with cookies disabled nothing stored is read or written, and the switch still works', async ({
    page,
    problems,
    isMobile,
  }) => {
    await page.addInitScript((key) => {
      Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false });
      localStorage.setItem(key, 'dark');
    }, COLOR_KEY);
    await page.goto('/guide');
    await started(page);
    expect(await colorAttribute(page)).toBe('light');
    const settings = await openSettings(page, isMobile);
    await settings.getByRole('button', { name: 'Dark Mode' }).click();
    expect(await colorAttribute(page)).toBe('dark');
    await settings.getByRole('button', { name: 'Follow System' }).click();
    await expect(settings.getByRole('button', { name: 'Follow System' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), COLOR_KEY)).toBe('dark');
    expect(await problems.csp()).toEqual([]);
  });

  for (const stored of ['DARK', ' dark', 'null', '{"mode":"dark"}', '<script>']) {
    test(`a stored ${JSON.stringify(stored)} means light`, async ({ page }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        COLOR_KEY,
        stored,
      ] as const);
      await page.goto('/guide');
      await started(page);
      expect(await colorAttribute(page)).toBe('light');
    });
  }

  test('storage that throws gives light and a working switch', async ({ page, isMobile }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
    await page.goto('/guide');
    await started(page);
    expect(await colorAttribute(page)).toBe('light');
    const settings = await openSettings(page, isMobile);
    await settings.getByRole('button', { name: 'Dark Mode' }).click();
    expect(await colorAttribute(page)).toBe('dark');
  });
});
