import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone } from './chunks';

/*
 * Image, Avatar and ImageViewer on their standalone demo pages, with the pictures the site
 * ships in public/images: touch at 375 px in the mobile project, keyboard at 1280 px.
 */

test('an image that cannot be decoded shows its fallback in its reserved box, then loads', async ({
  page,
  isMobile,
  problems,
}) => {
  await openDemoAlone(page, 'image-demo-placeholder-fallback');
  const harbour = page.getByRole('img', { name: 'A harbour with a sailing boat' });
  await expect(page.getByText('The harbour picture failed.')).toBeVisible();
  await expect(page.getByText('Picture unavailable')).toBeVisible();
  expect(await harbour.boundingBox()).toMatchObject({ width: 160, height: 107 });
  const load = page.getByRole('button', { name: 'Load' });
  if (isMobile) await load.tap();
  else {
    await load.focus();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByText('The harbour picture loaded.')).toBeVisible();
  await expect(page.getByText('Picture unavailable')).toBeHidden();
  expect(await harbour.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await harbour.boundingBox()).toMatchObject({ width: 160, height: 107 });
  expect(await problems.csp()).toEqual([]);
});

test('the prerendered feed reserves each picture’s box, so nothing moves as pictures load', async ({
  page,
}) => {
  await page.route(/\/images\/lake\.svg$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/~demos/image-demo-lazy-feed');
  const lake = page.getByRole('img', { name: 'A lake below blue mountains' });
  const like = page.getByRole('button', { name: 'Like' }).first();
  const before = (await like.boundingBox())!;
  const box = (await lake.boundingBox())!;
  expect(box.height).toBeCloseTo((box.width * 800) / 1200, 0);
  expect(await lake.getAttribute('loading')).toBe('lazy');
  await expect
    .poll(() => lake.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await like.boundingBox()).toEqual(before);
});

test('an avatar whose picture fails shows initials and keeps its name; a group counts the rest', async ({
  page,
  isMobile,
}) => {
  await openDemoAlone(page, 'avatar-demo-basic');
  await expect(page.getByRole('img', { name: 'Alan Turing' })).toBeAttached();
  await expect(page.getByText('AT', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Grace Hopper' })).toHaveText('GH');

  await openDemoAlone(page, 'avatar-demo-group');
  const going = page.getByRole('group', { name: /people going$/ });
  await expect(going.getByRole('img', { name: '2 more' })).toBeVisible();
  const add = page.getByRole('button', { name: 'Add a person' });
  if (isMobile) await add.tap();
  else {
    await add.focus();
    await page.keyboard.press('Enter');
  }
  await expect(going.getByRole('img', { name: '3 more' })).toBeVisible();
  await expect(page.getByRole('group', { name: '6 people going' })).toBeVisible();
});
