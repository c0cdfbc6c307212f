import { expect, test } from '@tessera/playwright-config/fixtures';
import { openSettings } from './chrome';
import { hydrationErrors, started } from './chunks';

test('the interface language switches, is remembered and marks its own elements, never <html lang>', async ({
  page,
  isMobile,
}) => {
  await page.goto('/components/tm-button');
  await started(page);
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
  await started(page);
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
  await started(page);
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

test('the drawer lets the page have focus again when the window grows wide', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'The drawer exists on small screens only.');
  await page.goto('/components/tm-button');
  await started(page);
  await page.getByRole('button', { name: 'Open sidebar' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Flex' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(drawer).toBeHidden();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The page is no longer inert: Tab walks its own links, the sidebar's included.
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  let reachedSidebar = false;
  for (let i = 0; i < 80 && !reachedSidebar; i++) {
    await page.keyboard.press('Tab');
    reachedSidebar = await page.evaluate(
      () => !!document.activeElement?.closest('nav[aria-label="Sidebar"]:not(dialog *)'),
    );
  }
  expect(reachedSidebar).toBe(true);
});

test('the top navigation marks the section of the page being read', async ({
  page,
  problems,
  isMobile,
}) => {
  await page.goto('/components/tm-icon');
  await started(page);
  let area = await openSettings(page, isMobile);
  const link = (name: string) =>
    area.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
  // Components opens the first component's page and stays marked on every other one.
  await expect(link('Components')).toHaveAttribute('aria-current', 'true');
  await expect(link('Guide')).not.toHaveAttribute('aria-current');

  await link('Components').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
  area = await openSettings(page, isMobile);
  await expect(link('Components')).toHaveAttribute('aria-current', 'page');

  await link('Guide').click();
  await expect(page).toHaveURL(/\/guide$/);
  area = await openSettings(page, isMobile);
  await expect(link('Guide')).toHaveAttribute('aria-current', 'page');
  await expect(link('Components')).not.toHaveAttribute('aria-current');
  expect(await problems.csp()).toEqual([]);
});

test('on a phone the search field shows a typed word whole, and the logo names the site', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'The title is shown beside the logo on wide screens.');
  await page.goto('/guide');
  await started(page);
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
  await started(page);
  const column = page.getByRole('navigation', { name: 'Sidebar' }).locator('..');
  const box = await column.boundingBox();
  const height = page.viewportSize()!.height;
  expect(Math.round(box!.y + box!.height), 'a short list still reaches the bottom').toBe(height);
});

test('page tabs move with the arrow keys and open with Enter', async ({ page }) => {
  await page.goto('/guide/log');
  await started(page);
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
  // Before the app starts the link is a plain jump, which moves no focus.
  await started(page);
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await toc.getByRole('link', { name: 'API' }).click();
  await expect(toc.getByRole('link', { name: 'API' })).toHaveAttribute('aria-current', 'location');
  await expect(page.getByRole('heading', { name: 'API', exact: true })).toBeFocused();
});

test('page footer: last updated, edit link, PREV and NEXT', async ({ page }) => {
  await page.goto('/components/tm-icon');
  await started(page);
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
  await started(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
