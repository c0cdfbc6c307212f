import { axeViolations, COLOUR_RULES, expect, test } from '@tessera/playwright-config/fixtures';
import { started } from './chunks';
import { expectLandedBelowHeader } from './landing';

/*
 * "On this page" where the table of contents column is hidden (below 1200 px): a button at the
 * top of the article that folds out the page's sections.
 */

test('below 1200 px the sections fold into a menu, used by keyboard alone', async ({
  page,
  isMobile,
  problems,
}) => {
  if (!isMobile) await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto('/components/tm-popup');
  await started(page);
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
  const button = page.getByRole('main').getByRole('button', { name: 'On this page' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const api = page.getByRole('main').getByRole('link', { name: 'API', exact: true });
  await expect(api).toBeHidden();

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(api).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page, { rules: COLOUR_RULES })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  await api.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/components\/tm-popup#api$/);
  await expect(page.getByRole('heading', { name: 'API', exact: true })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'API', exact: true })).toBeInViewport();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(api).toBeHidden();
  expect(await problems.csp()).toEqual([]);
});

test('a tap opens the menu, a chosen section closes it, Escape closes it too', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone layout');
  await page.goto('/components/tm-button');
  await started(page);
  const button = page.getByRole('button', { name: 'On this page' });
  await button.tap();
  await page.getByRole('main').getByRole('link', { name: 'API', exact: true }).tap();
  await expect(page).toHaveURL(/#api$/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expectLandedBelowHeader(page, page.getByRole('heading', { name: 'API', exact: true }));

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('the menu is named in the interface language', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone layout');
  await page.addInitScript(() => localStorage.setItem('tessera-docs:locale', 'zh-CN'));
  await page.goto('/components/tm-button');
  await started(page);
  await expect(page.getByRole('button', { name: '本页目录' })).toBeVisible();
});

test('at 1280 px the column beside the page holds the sections, and the menu is gone', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the wide layout');
  await page.goto('/components/tm-popup');
  await started(page);
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'On this page' })).toBeHidden();
});
