import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from '@tessera/playwright-config/fixtures';
import { openSettings } from './chrome';
import { hydrated } from './searchPage';

const COLOR_KEY = 'tessera-docs:prefers-color';

/** Demos render inside this frame; what is in it is the component library's markup. */
const DEMO_FRAME = '[data-demo-frame]';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe on the theme's own markup. The library's markup inside demo frames is checked by its
 * own test below; what it finds there is recorded on this test as an annotation.
 */
async function themeViolations(page: Page) {
  const all = await axeViolations(page);
  if (all.length === 0) return all;
  // axeViolations left axe in the page: run it again with the demo frames left out.
  const theme = await page.evaluate(
    async ([selector, tags]) => {
      const { axe } = window as unknown as {
        axe: {
          run(
            context: unknown,
            options: unknown,
          ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      };
      const result = await axe.run(
        { exclude: [[selector]] },
        { runOnly: { type: 'tag', values: tags } },
      );
      return result.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    },
    [DEMO_FRAME, AXE_TAGS] as const,
  );
  if (all.length > theme.length)
    test.info().annotations.push({
      type: 'component library (demo frames)',
      description: all.filter((v) => !theme.includes(v)).join('\n'),
    });
  return theme;
}

const hydrationErrors = (page: Page) => page.evaluate(() => window.__TESSERA_HYDRATION_ERRORS__);

const colorAttribute = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-prefers-color'));

test.describe('colour mode', () => {
  test('switches, persists, and never flashes on a prerendered page', async ({
    page,
    problems,
    isMobile,
  }) => {
    await page.goto('/guide');
    await hydrated(page);
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

  test('a stored dark preference hydrates without mismatch and shows as pressed', async ({
    page,
    isMobile,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), COLOR_KEY);
    await page.goto('/components/tm-button');
    await hydrated(page);
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
    await hydrated(page);
    const settings = await openSettings(page, isMobile);
    await settings.getByRole('button', { name: 'Follow System' }).click();
    expect(await colorAttribute(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => colorAttribute(page)).toBe('light');
  });

  for (const stored of ['DARK', ' dark', 'null', '{"mode":"dark"}', '<script>']) {
    test(`a stored ${JSON.stringify(stored)} means light`, async ({ page }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        COLOR_KEY,
        stored,
      ] as const);
      await page.goto('/guide');
      await hydrated(page);
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
    await hydrated(page);
    expect(await colorAttribute(page)).toBe('light');
    const settings = await openSettings(page, isMobile);
    await settings.getByRole('button', { name: 'Dark Mode' }).click();
    expect(await colorAttribute(page)).toBe('dark');
  });
});

test('the interface language switches, is remembered and marks its own elements, never <html lang>', async ({
  page,
  isMobile,
}) => {
  await page.goto('/components/tm-button');
  await hydrated(page);
  const settings = await openSettings(page, isMobile);
  await settings.getByLabel('Language').selectOption('zh-CN');
  // The pages stay English: only the interface's own elements say they are Chinese.
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  if (isMobile) await page.keyboard.press('Escape');
  await expect(page.getByRole('banner')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('combobox', { name: '搜索' })).toHaveAttribute(
    'placeholder',
    '输入关键字搜索...',
  );
  await expect(page.getByRole('button', { name: '显示代码' }).first()).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: '显示代码' }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await expect(page.getByRole('banner')).toHaveAttribute('lang', 'zh-CN');
  expect(await hydrationErrors(page)).toEqual([]);
});

test('the sidebar drawer keeps focus inside and closes on Escape and backdrop', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'The drawer exists on small screens only.');
  await page.goto('/components/tm-button');
  await hydrated(page);
  const opener = page.getByRole('button', { name: 'Open sidebar' });
  await opener.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Flex' })).toBeVisible();
  for (let i = 0; i < 20; i++) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await page.mouse.click(360, 400);
  await expect(drawer).toBeHidden();

  await opener.click();
  await drawer.getByRole('link', { name: 'Flex' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Flex' })).toBeVisible();
  await expect(drawer).toBeHidden();
});

test('on a phone the search field shows a typed word whole, and the logo names the site', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'The title is shown beside the logo on wide screens.');
  await page.goto('/guide');
  await hydrated(page);
  const field = page.getByRole('combobox', { name: 'Search' });
  await field.fill('accessibility');
  const fits = await field.evaluate(
    (input: HTMLInputElement) => input.scrollWidth <= input.clientWidth,
  );
  expect(fits, 'the typed word is not cut off').toBe(true);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Tessera Mobile' }),
  ).toBeVisible();
});

test('the sidebar column divides the page down to the bottom of the window', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'On small screens the sidebar lives in the drawer.');
  await page.goto('/guide');
  await hydrated(page);
  const column = page.getByRole('navigation', { name: 'Sidebar' }).locator('..');
  const box = await column.boundingBox();
  const height = page.viewportSize()!.height;
  expect(Math.round(box!.y + box!.height), 'a short list still reaches the bottom').toBe(height);
});

test('page tabs move with the arrow keys and open with Enter', async ({ page }) => {
  await page.goto('/guide/log');
  await hydrated(page);
  const tabs = page.getByRole('navigation', { name: 'Page views' });
  const releases = tabs.getByRole('link', { name: 'Releases' });
  const upcoming = tabs.getByRole('link', { name: 'Upcoming' });
  await expect(releases).toHaveAttribute('aria-current', 'page');
  await releases.focus();
  await page.keyboard.press('ArrowRight');
  await expect(upcoming).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(releases).toBeFocused();
  await page.keyboard.press('End');
  await expect(upcoming).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guide\/log\?tab=upcoming$/);
  await expect(upcoming).toHaveAttribute('aria-current', 'page');
  await expect(upcoming).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Next release' })).toBeVisible();
  // One stop in the Tab order: the current tab.
  await expect(releases).toHaveAttribute('tabindex', '-1');
});

test('the table of contents marks the section being read', async ({ page, isMobile }) => {
  test.skip(isMobile, 'The table of contents sits beside the page on wide screens.');
  await page.goto('/components/tm-button');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await toc.getByRole('link', { name: 'API' }).click();
  await expect(toc.getByRole('link', { name: 'API' })).toHaveAttribute('aria-current', 'location');
  await expect(page.getByRole('heading', { name: 'API', exact: true })).toBeFocused();
});

test('page footer: last updated, edit link, PREV and NEXT', async ({ page }) => {
  await page.goto('/components/tm-icon');
  await hydrated(page);
  await expect(page.getByText(/Last updated: \w+ \d{1,2}, \d{4}/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Improve this documentation' })).toHaveAttribute(
    'href',
    /\/docs\/components\/Icon\.md$/,
  );
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('link', { name: /PREV\s*Button/ })).toBeVisible();
  await pager.getByRole('link', { name: /NEXT\s*Box/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Box' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Navigated to Box' })).toHaveCount(1);
});

test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await page.goto('/guide');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing on the main pages in ${mode} mode`, async ({ page, problems }) => {
    problems.allow(/status of 404/);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      COLOR_KEY,
      mode,
    ] as const);
    for (const path of [
      '/',
      '/guide',
      '/guide/log?tab=upcoming',
      '/components/tm-button',
      '/components/nope',
    ]) {
      await page.goto(path);
      await page.waitForFunction(() => document.querySelector('#root')?.hasChildNodes());
      expect(await colorAttribute(page)).toBe(mode);
      // The theme's own markup; the library's markup inside demo frames is checked below.
      expect(await themeViolations(page), path).toEqual([]);
    }
  });

  test(`axe finds nothing inside the demos of the Button page in ${mode} mode`, async ({
    page,
  }) => {
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      COLOR_KEY,
      mode,
    ] as const);
    await page.goto('/components/tm-button');
    await hydrated(page);
    // Demos prerendered in the light theme switch to the dark one as their code arrives.
    await expect.poll(() => axeViolations(page)).toEqual([]);
  });
}
