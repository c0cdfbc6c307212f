import { expect, test } from '@tessera/playwright-config/fixtures';
import { started } from './chunks';
import { expectLandedBelowHeader } from './landing';
import { touchDrag } from './touch';

/*
 * Reading a docs page: where linked targets land, section links, the table of contents, the
 * phone drawer and the demo toolbar, measured on the built site's real geometry.
 */

const linkedTargets = [
  ['a heading', '#snap-points'],
  ['an API row', '#popup-snappoints'],
  ['a demo', '#popup-demo-snap-points'],
] as const;

for (const [what, hash] of linkedTargets) {
  test(`a link to ${what} lands just below the sticky header`, async ({ page }) => {
    await page.goto(`/components/tm-popup${hash}`);
    await started(page);
    await expectLandedBelowHeader(page, page.locator(hash));
  });
}

test('a section link is reached by keyboard, shows on focus, and copies the section address', async ({
  page,
  context,
  problems,
  isMobile,
}) => {
  test.skip(isMobile, 'keyboard at desktop width; on touch screens the link always shows');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Following a fragment makes its heading the start of keyboard navigation.
  await page.goto('/components/tm-popup#positions');
  await started(page);
  await page.waitForLoadState('networkidle');
  const heading = page.getByRole('heading', { level: 2, name: 'Swipe to close', exact: true });
  const link = heading.getByRole('link', { name: 'Link to this section' });
  await expect(link).toHaveAttribute('href', '#swipe-to-close');

  const positions = page.getByRole('heading', { level: 2, name: 'Positions', exact: true });
  await positions.getByRole('link').focus();
  await page.mouse.move(0, 0);
  const opacity = () => link.evaluate((el) => getComputedStyle(el).opacity);
  expect(await opacity()).toBe('0');
  // Through the Positions demo's controls to the next section's link.
  for (
    let tab = 0;
    tab < 30 && !(await link.evaluate((el) => el === document.activeElement));
    tab++
  )
    await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  expect(await opacity()).toBe('1');

  await page.keyboard.press('Enter');
  await expect(heading.getByRole('status')).toHaveText('Link copied');
  await expect(page).toHaveURL(/\/components\/tm-popup#swipe-to-close$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  expect(await problems.csp()).toEqual([]);
});

test('section links are always shown on touch screens and named in the interface language', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'touch screens have no hover to reveal the link');
  await page.addInitScript(() => localStorage.setItem('tessera-docs:locale', 'zh-CN'));
  await page.goto('/components/tm-popup');
  await started(page);
  const link = page
    .getByRole('heading', { level: 2, name: 'Snap points', exact: true })
    .getByRole('link', { name: '链接到此章节' });
  await expect(link).toBeVisible();
  expect(await link.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
});

test('the table of contents marks the last section once the page is scrolled to the bottom', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the table of contents sits beside the page on wide screens');
  await page.goto('/components/tm-popup');
  await started(page);
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const entries = toc.getByRole('link');
  await expect(entries.first()).toHaveAttribute('aria-current', 'location');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(entries.last()).toHaveAttribute('aria-current', 'location');
  await expect(toc.locator('[aria-current]')).toHaveCount(1);
});

test('the open phone drawer keeps the page behind it still, dragged on its backdrop or its list', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the drawer exists on small screens only');
  await page.goto('/components/tm-popup');
  await started(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 600));
  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.getByRole('button', { name: 'Open sidebar' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('the drawer is not on screen');
  expect(viewport.width - (box.x + box.width), 'a strip of backdrop').toBeGreaterThan(30);

  // Where the page stands once the drawer is open; nothing done in the drawer may move it.
  const before = await scrollY();
  expect(before).toBeGreaterThan(0);
  const backdropX = (box.x + box.width + viewport.width) / 2;
  await touchDrag(page, { x: backdropX, y: 600 }, { x: backdropX, y: 200 }, 12);
  await touchDrag(page, { x: backdropX, y: 200 }, { x: backdropX, y: 600 }, 12);
  expect(await scrollY()).toBe(before);
  // Up past the end of the list, then down past its start.
  for (let drag = 0; drag < 4; drag++)
    await touchDrag(page, { x: box.x + 100, y: 650 }, { x: box.x + 100, y: 150 }, 12);
  await touchDrag(page, { x: box.x + 100, y: 150 }, { x: box.x + 100, y: 650 }, 12);
  expect(await scrollY()).toBe(before);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  expect(await scrollY()).toBe(before);
});

test('demos offer no QR code on phones, where there is nothing to scan it with', async ({
  page,
  isMobile,
}) => {
  await page.goto('/components/tm-popup');
  await started(page);
  const demo = page.locator('#popup-demo-snap-points');
  await expect(demo.getByRole('link', { name: 'Open in separate page' })).toBeVisible();
  const qr = demo.getByRole('button', { name: 'QR code', includeHidden: true });
  await expect(qr).toHaveCount(1);
  expect((await qr.boundingBox())?.width).toBe(isMobile ? undefined : 32);
});
