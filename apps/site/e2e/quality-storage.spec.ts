import type { Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { ENTRY_CHUNK, holdChunk, hydrationErrors, started } from './chunks';
import { COLOR_KEY } from './colorMode';
import { sampleDemoRoutes } from './quality-routes';

/*
 * Colour mode when storage misbehaves (TEST-PLAN 2.3: ST-01, ST-02, ST-05, ST-07), on the
 * prerendered site. Desktop only: the head script and the stores do not depend on width.
 */
test.skip(({ isMobile }) => isMobile, 'runs in the desktop project');

/** The colour attribute as the first paint saw it: recorded when the body starts parsing. */
async function recordFirstPaintColor(page: Page) {
  await page.addInitScript(() => {
    const record = () =>
      ((window as unknown as { firstColor: string | null }).firstColor =
        document.documentElement.getAttribute('data-prefers-color'));
    new MutationObserver((_, observer) => {
      if (document.body) {
        record();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const firstPaintColor = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstColor: string | null }).firstColor);

async function hydrated(page: Page) {
  await started(page);
  expect(await hydrationErrors(page)).toEqual([]);
}

test('ST-01 storage that throws gives light mode, no error, and a switch that works in memory', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  });
  await recordFirstPaintColor(page);
  await page.goto('/guide');
  await hydrated(page);
  expect(await firstPaintColor(page)).toBe('light');
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'light');

  await page.getByRole('button', { name: 'Dark Mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
  await expect(page.getByRole('button', { name: 'Dark Mode' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('ST-02 a docs page and a demo inside a sandboxed frame render in light mode without errors', async ({
  page,
  baseURL,
}) => {
  const [demo] = sampleDemoRoutes();
  // The wrapper page, answered by the test on the site's origin; the frames are real site pages.
  await page.route(`${baseURL}/__sandboxed`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>sandbox</title>
        <iframe sandbox="allow-scripts" title="page" src="/guide"></iframe>
        <iframe sandbox="allow-scripts" title="demo" src="${demo}"></iframe>`,
    }),
  );
  await page.goto('/__sandboxed');
  for (const title of ['page', 'demo']) {
    const frame = page.frameLocator(`iframe[title="${title}"]`);
    await expect(frame.locator('html')).toHaveAttribute('data-prefers-color', 'light');
    await expect(frame.locator('#root')).not.toBeEmpty();
  }
  await expect(
    page
      .frameLocator('iframe[title="page"]')
      .getByRole('heading', { level: 1, name: 'Quick start' }),
  ).toBeVisible();
  // The app runs in both frames and hydrates without a recoverable error.
  await page.waitForLoadState('networkidle');
  for (const frame of page.frames().filter((f) => f !== page.mainFrame())) {
    const hydration = () => frame.evaluate(() => window.__TESSERA_HYDRATION_ERRORS__ ?? null);
    await expect.poll(hydration, `hydration in ${frame.url()}`).toEqual([]);
  }
});

test.describe('ST-05 corrupt stored values are treated as unknown: light, and a toggle repairs them', () => {
  for (const [name, value] of [
    ['DARK', 'DARK'],
    ['leading space', ' dark'],
    ['null', 'null'],
    ['empty', ''],
    ['JSON', '{"mode":"dark"}'],
    ['newline', 'auto\n'],
    ['markup', '<script>window.__x=1</script>'],
    ['5 MB', 'd'.repeat(5_000_000)],
  ] as const) {
    test(name, async ({ page }) => {
      await page.addInitScript(
        ([key, stored]) => {
          // Only before the first load: the toggle below must be able to repair it.
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem(key, stored);
            sessionStorage.setItem('seeded', '1');
          }
        },
        [COLOR_KEY, value] as const,
      );
      await recordFirstPaintColor(page);
      await page.goto('/guide');
      await hydrated(page);
      expect(await firstPaintColor(page)).toBe('light');
      await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'light');
      expect(
        await page.evaluate(() => (window as unknown as { __x?: number }).__x),
      ).toBeUndefined();

      await page.getByRole('button', { name: 'Dark Mode' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
      expect(await page.evaluate((key) => localStorage.getItem(key), COLOR_KEY)).toBe('dark');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
    });
  }
});

test('ST-07 stored dark is applied before the bundle runs: attribute, background and color-scheme', async ({
  page,
}) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'dark'), COLOR_KEY);
  // Hold the entry script until the first paint has been checked.
  const release = await holdChunk(page, ENTRY_CHUNK);
  await page.goto('/guide', { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      [...document.querySelectorAll('link[rel=stylesheet]')].every(
        (link) => (link as HTMLLinkElement).sheet,
      ),
  );
  const painted = await page.evaluate(() => {
    const luminance = (color: string) => {
      const [r, g, b] = color.match(/\d+(\.\d+)?/g)!.map(Number);
      return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
    };
    // The page background: the body's, or the root's when the body is transparent.
    const transparent = (color: string) => color === 'rgba(0, 0, 0, 0)' || color === 'transparent';
    const bodyBackground = getComputedStyle(document.body).backgroundColor;
    const background = transparent(bodyBackground)
      ? getComputedStyle(document.documentElement).backgroundColor
      : bodyBackground;
    return {
      hydrated: Array.isArray(window.__TESSERA_HYDRATION_ERRORS__),
      attribute: document.documentElement.getAttribute('data-prefers-color'),
      colorScheme: getComputedStyle(document.documentElement).colorScheme,
      background,
      dark: luminance(background) < 0.25,
    };
  });
  release();
  expect(painted.hydrated, 'the bundle has not run yet').toBe(false);
  expect(painted.attribute).toBe('dark');
  expect(painted.colorScheme).toBe('dark');
  expect(painted.dark, `body background ${painted.background}`).toBe(true);
  await hydrated(page);
});
