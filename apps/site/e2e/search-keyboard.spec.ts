import { axeViolations, expect, test } from '@tessera/playwright-config/fixtures';
import { holdChunk, started } from './chunks';
import { moveTo, open, results } from './searchPage';
import { SEARCH_DATA } from './searchWorker';

/**
 * The search box from the keyboard: the shortcuts that focus it, the active option moved with
 * the arrow keys and opened with Enter, and Escape giving the focus back.
 */

test('Ctrl/⌘+K and / focus the box; Loading..., then results with marked matches', async ({
  page,
}) => {
  const release = await holdChunk(page, SEARCH_DATA);
  await page.goto('/guide');
  await started(page);
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toHaveAttribute('placeholder', 'Type keywords...');

  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');
  await page.getByRole('main').click();
  await expect(box).not.toBeFocused();
  await page.keyboard.press('ControlOrMeta+KeyK');
  await expect(box).toBeFocused();

  await box.pressSequentially('button');
  const loading = page.getByRole('status').filter({ hasText: 'Loading...' });
  await expect(loading).toBeVisible();
  await expect(loading).toHaveAttribute('aria-busy', 'true');
  release();

  const listbox = page.getByRole('listbox', { name: 'Search' });
  const first = listbox.getByRole('option').first();
  await expect(first).toContainText('Button');
  await expect(loading).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const marks = await listbox.locator('mark').allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) expect(mark.toLowerCase()).toBe('button');
});

test('arrow keys move the active option; Enter opens the page at its section', async ({ page }) => {
  const box = await open(page);
  await box.fill('safe area');
  const options = results(page);
  await expect(options.nth(1)).toBeVisible();
  await expect(box).not.toHaveAttribute('aria-activedescendant');

  const [firstId, secondId] = await Promise.all(
    [0, 1].map((i) => options.nth(i).getAttribute('id')),
  );
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', firstId!);
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', secondId!);
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('ArrowUp');
  await expect(box).toHaveAttribute('aria-activedescendant', firstId!);
  // Up from the first option wraps to the last.
  const lastId = await options.last().getAttribute('id');
  await page.keyboard.press('ArrowUp');
  await expect(box).toHaveAttribute('aria-activedescendant', lastId!);

  // The section hint of the Box page.
  await moveTo(page, /^SectionSafe area for bars/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/components\/tm-box#safe-area-for-bars$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Box' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Safe area for bars', exact: true }),
  ).toBeInViewport();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('the open results list, with an active option, passes axe', async ({ page }) => {
  const box = await open(page);
  await box.fill('button');
  await expect(results(page).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
  expect(await axeViolations(page)).toEqual([]);
});

test('Escape closes the list and gives the focus back', async ({ page }) => {
  await page.goto('/guide');
  await started(page);
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('ControlOrMeta+KeyK');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await box.pressSequentially('dialog');
  await expect(
    page.getByRole('listbox', { name: 'Search' }).getByRole('option').first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox', { name: 'Search' })).toBeHidden();
  await expect(skip).toBeFocused();
  await expect(box).toHaveValue('dialog');
});
