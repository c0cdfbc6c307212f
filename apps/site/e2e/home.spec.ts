import type { Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { pageRoutes } from './quality-routes';
import { started } from './chunks';

const INSTALL = 'npm install @tessera/mobile';

test('the install command shows in the first screen and its button copies it', async ({
  page,
  context,
  problems,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await expect(page.getByText(INSTALL, { exact: true })).toBeInViewport();
  await started(page);
  await page.getByRole('button', { name: 'Copy the install command' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(INSTALL);
  expect(await problems.csp()).toEqual([]);
});

test('where no clipboard can be written, the install command is selected to copy by hand', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    document.execCommand = () => false;
  });
  await page.goto('/');
  await started(page);
  await page.getByRole('button', { name: 'Copy the install command' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The command is selected' })).toHaveCount(
    1,
  );
  expect(await page.evaluate(() => getSelection()?.toString())).toBe(INSTALL);
  await expect(page.getByRole('button', { name: 'Copy the install command' })).toBeVisible();
});

/** The sidebar of the components section: its group titles and its links, in order. */
async function componentSidebar(page: Page) {
  await page.goto('/components/tm-button');
  await started(page);
  const opener = page.getByRole('button', { name: 'Open sidebar' });
  if (await opener.isVisible()) await opener.click();
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' }).filter({ visible: true });
  const links = await sidebar
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return links.filter((link) => link.startsWith('/components/'));
}

test('the gallery links to every component page, in sidebar order, and opens them', async ({
  page,
  problems,
}) => {
  const sidebarLinks = await componentSidebar(page);
  const componentRoutes = pageRoutes().filter((route) => route.startsWith('/components/'));
  expect(sidebarLinks.toSorted()).toEqual(componentRoutes);

  await page.goto('/');
  const gallery = page.getByRole('region', { name: 'Every component' });
  const galleryLinks = await gallery
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(galleryLinks).toEqual(sidebarLinks);
  await expect(gallery.getByRole('heading', { level: 3 }).first()).toBeVisible();

  await started(page);
  await gallery.getByRole('link', { name: 'Switch', exact: true }).click();
  await expect(page).toHaveURL(/\/components\/tm-switch$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Switch' })).toBeVisible();
  expect(await problems.csp()).toEqual([]);
});

test('the gallery groups components under the sidebar group titles, in their order', async ({
  page,
}) => {
  await page.goto('/components/tm-button');
  const opener = page.getByRole('button', { name: 'Open sidebar' });
  await started(page);
  if (await opener.isVisible()) await opener.click();
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' }).filter({ visible: true });
  const groups = await sidebar.getByRole('heading').allTextContents();
  expect(groups.length).toBeGreaterThan(1);

  await page.goto('/');
  const gallery = page.getByRole('region', { name: 'Every component' });
  await expect(gallery.getByRole('heading', { level: 3 })).toHaveText(groups);
});

test('the live preview beside the hero renders in its phone frame and responds', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  const preview = page.getByRole('region', { name: "Live preview: A day's water goal" });
  // Prerendered: the preview holds its room and content before its code arrives.
  await expect(preview.getByRole('progressbar', { name: 'Glasses of water' })).toHaveAttribute(
    'aria-valuenow',
    '40',
  );
  const box = await preview.boundingBox();
  await started(page);
  await page.waitForLoadState('networkidle');

  const log = preview.getByRole('button', { name: 'Log a glass' });
  await log.click();
  await expect(preview.getByText('5 of 10')).toBeVisible();
  await expect(preview.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

  const reminders = preview.getByRole('switch', { name: 'Reminders are on' });
  await reminders.click();
  await expect(preview.getByRole('switch', { name: 'Reminders are off' })).not.toBeChecked();

  for (let glass = 6; glass <= 10; glass++) await log.click();
  await expect(preview.getByRole('button', { name: 'Goal reached' })).toBeDisabled();
  await preview.getByRole('button', { name: 'Start again' }).click();
  await expect(preview.getByText('0 of 10')).toBeVisible();

  // Nothing moved while the preview came alive.
  expect(await preview.boundingBox()).toEqual(box);
  expect(await problems.csp()).toEqual([]);
});
