import { axeViolations, expect, test } from '@tessera/playwright-config/fixtures';
import { started } from './chunks';

test('a callout is a landmark named by its title, holding its text and code', async ({
  page,
  problems,
}) => {
  await page.goto('/guide');
  const callout = page.getByRole('complementary', {
    name: 'Using esbuild? Import per component',
  });
  await expect(callout).toBeVisible();
  await expect(callout.locator('pre code')).toContainText("from '@tessera/mobile/button';");
  expect(await problems.csp()).toEqual([]);
});

test('a GitHub alert is named by its type in the interface language, in both colour modes', async ({
  page,
  isMobile,
}) => {
  await page.goto('/guide/style');
  await expect(page.getByRole('complementary', { name: 'Note' })).toContainText('0ms');

  await page.addInitScript(() => {
    localStorage.setItem('tessera-docs:locale', 'zh-CN');
    localStorage.setItem('tessera-docs:prefers-color', 'dark');
  });
  await page.reload();
  const callout = page.getByRole('complementary', { name: '注意' });
  await expect(callout).toContainText('0ms');
  expect(await page.evaluate(() => document.documentElement.dataset.prefersColor)).toBe('dark');
  // axe runs at desktop width, as in the route crawl.
  if (!isMobile) expect(await axeViolations(page)).toEqual([]);
});

test('search finds a callout by its title', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the search box is the same on phones; desktop types faster');
  await page.goto('/components/tm-button');
  await started(page);
  await page.keyboard.press('ControlOrMeta+KeyK');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await box.fill('Using esbuild');
  const options = page.getByRole('listbox', { name: 'Search' }).getByRole('option');
  await expect(options.filter({ hasText: 'Using esbuild' }).first()).toBeVisible();
});
