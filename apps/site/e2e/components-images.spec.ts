import type { Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone } from './chunks';
import { touchDrag, touchHold } from './touch';

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

test('text in place of a picture wraps inside its box on a 320 px screen', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone width');
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/components/tm-image');
  const demo = page.getByRole('region', { name: 'Placeholder and fallback' });
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.getByText('The harbour picture failed.')).toBeVisible();
  for (const text of ['Picture unavailable', 'No address']) {
    const caption = demo.getByText(text);
    await expect(caption).toBeVisible();
    const { inner, outer } = await caption.evaluate((element) => {
      const box = (rect: DOMRect) => ({
        left: rect.left,
        right: rect.right,
        top: rect.top,
        bottom: rect.bottom,
      });
      const range = document.createRange();
      range.selectNodeContents(element);
      return {
        inner: box(range.getBoundingClientRect()),
        outer: box(element.closest('[data-status]')!.getBoundingClientRect()),
      };
    });
    expect(inner.left, `${text} starts inside its box`).toBeGreaterThanOrEqual(outer.left);
    expect(inner.right, `${text} ends inside its box`).toBeLessThanOrEqual(outer.right);
    expect(inner.top).toBeGreaterThanOrEqual(outer.top);
    expect(inner.bottom).toBeLessThanOrEqual(outer.bottom);
  }
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

type TouchPoint = { x: number; y: number; id: number };

/** Sends touches through the browser's input pipeline, as fingers on a touch screen would. */
async function touch(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', touchPoints: TouchPoint[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints });
  return {
    /** Moves fingers from `from` to `to` in steps, then lifts them. */
    async gesture(from: TouchPoint[], to: TouchPoint[], steps = 10) {
      await send('touchStart', from);
      for (let step = 1; step <= steps; step++) {
        await send(
          'touchMove',
          from.map((p, i) => ({
            id: p.id,
            x: p.x + ((to[i]!.x - p.x) * step) / steps,
            y: p.y + ((to[i]!.y - p.y) * step) / steps,
          })),
        );
      }
      await send('touchEnd', []);
    },
  };
}

test.describe('ImageViewer', () => {
  test('by touch: pinch zooms, the zoomed picture never leaves the screen, and a drag past its edge goes to the next picture', async ({
    page,
    isMobile,
    problems,
  }) => {
    test.skip(!isMobile, 'touch at 375 px');
    await openDemoAlone(page, 'image-viewer-demo-gallery');
    await page.getByRole('button', { name: 'View a lake below blue mountains' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(dialog).toBeVisible();
    const lake = dialog.getByRole('img', { name: 'A lake below blue mountains' });
    await expect(lake).toBeVisible();
    const box = (await lake.boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const fingers = await touch(page);

    await fingers.gesture(
      [
        { id: 0, x: cx - 20, y: cy },
        { id: 1, x: cx + 20, y: cy },
      ],
      [
        { id: 0, x: cx - 90, y: cy },
        { id: 1, x: cx + 90, y: cy },
      ],
    );
    await expect.poll(async () => Number(await lake.getAttribute('data-scale'))).toBeGreaterThan(2);
    const zoomed = (await lake.boundingBox())!;
    expect(zoomed.width).toBeGreaterThan(box.width * 2);

    // Dragging right at the first picture: the picture stops at its edge and stays put.
    await fingers.gesture([{ id: 0, x: 60, y: cy }], [{ id: 0, x: 360, y: cy }]);
    const right = (await lake.boundingBox())!;
    expect(right.x).toBeLessThanOrEqual(0.5);
    expect(right.x + right.width).toBeGreaterThanOrEqual(375);
    await expect(dialog.getByText('1 / 5')).toBeVisible();

    // Dragging left across the whole picture reaches its other edge and carries on.
    await fingers.gesture([{ id: 0, x: 360, y: cy }], [{ id: 0, x: 0, y: cy }], 6);
    await fingers.gesture([{ id: 0, x: 360, y: cy }], [{ id: 0, x: 0, y: cy }], 6);
    await expect(dialog.getByText('2 / 5')).toBeVisible();
    await expect(page.getByText('Sand dunes at sunset', { exact: true })).toBeVisible();
    expect(await problems.csp()).toEqual([]);
  });

  test('right to left, a swipe to the right shows the next picture and a swipe back the first', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'touch at 375 px');
    await openDemoAlone(page, 'image-viewer-demo-gallery');
    await page.evaluate(() => (document.documentElement.dir = 'rtl'));
    await page.getByRole('button', { name: 'View a lake below blue mountains' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    const lake = dialog.getByRole('img', { name: 'A lake below blue mountains' });
    const dunes = dialog.getByRole('img', { name: 'Sand dunes at sunset' });
    await expect(lake).toBeInViewport({ ratio: 0.9 });
    const cy = 370;

    await touchDrag(page, { x: 60, y: cy }, { x: 330, y: cy });
    await expect(dialog.getByText('2 / 5')).toBeVisible();
    await expect(dunes).toBeInViewport({ ratio: 0.9 });
    await expect(lake).not.toBeInViewport();

    await touchDrag(page, { x: 330, y: cy }, { x: 60, y: cy });
    await expect(dialog.getByText('1 / 5')).toBeVisible();
    await expect(lake).toBeInViewport({ ratio: 0.9 });

    // At the first picture a swipe to the left, towards nothing, stays put.
    await touchDrag(page, { x: 330, y: cy }, { x: 60, y: cy });
    await expect(dialog.getByText('1 / 5')).toBeVisible();
    await expect(lake).toBeInViewport({ ratio: 0.9 });
  });

  test('a double tap zooms in and out again', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'touch at 375 px');
    await openDemoAlone(page, 'image-viewer-demo-single');
    await page.getByRole('button', { name: 'View the lake full screen' }).tap();
    const img = page.getByRole('img', { name: 'A lake below blue mountains' });
    await expect(img).toBeVisible();
    const box = (await img.boundingBox())!;
    const spot = { id: 0, x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const fingers = await touch(page);
    // Locator taps wait for actionability between taps; raw touches keep within 300 ms.
    const doubleTap = async () => {
      await fingers.gesture([spot], [spot], 1);
      await fingers.gesture([spot], [spot], 1);
    };
    await doubleTap();
    await expect(img).toHaveAttribute('data-scale', '2');
    await doubleTap();
    await expect(img).toHaveAttribute('data-scale', '1');
  });

  test('the browser’s Back closes the viewer and keeps the page', async ({ page }) => {
    await openDemoAlone(page, 'image-viewer-demo-single');
    const url = page.url();
    await page.getByRole('button', { name: 'View the lake full screen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(url);
  });

  test('by keyboard: arrows move between pictures, Escape closes and focus returns', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'keyboard at 1280 px');
    await openDemoAlone(page, 'image-viewer-demo-gallery');
    const thumb = page.getByRole('button', { name: 'View sand dunes at sunset' });
    await thumb.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Image 2 of 5')).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Image 3 of 5')).toBeAttached();
    await expect(page.getByText('A tower lit at night', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('Image 1 of 5')).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumb).toBeFocused();
  });

  test('a long press on a picture opens the app’s sheet above the viewer, and the viewer stays', async ({
    page,
    isMobile,
  }) => {
    await openDemoAlone(page, 'image-viewer-demo-long-press');
    const open = page.getByRole('button', { name: 'View the harbour full screen' });
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    const sheet = page.getByRole('dialog', { name: 'A harbour with a sailing boat' });
    if (isMobile) {
      await open.tap();
      const picture = dialog.getByRole('img', { name: 'A harbour with a sailing boat' });
      await expect(picture).toBeVisible();
      await touchHold(page, picture, () => expect(sheet).toBeVisible());
      // The release neither zoomed nor moved to another picture.
      await expect(dialog.getByText('Image 1 of 2')).toBeAttached();
      await sheet.getByRole('button', { name: 'Save image' }).tap();
    } else {
      await open.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Shift+F10');
      const forest = page.getByRole('dialog', { name: 'Pine trees on green hills' });
      await expect(forest).toBeVisible();
      // Escape closes the sheet on top, not the viewer under it.
      await page.keyboard.press('Escape');
      await expect(forest).toBeHidden();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Shift+F10');
      await sheet.getByRole('button', { name: 'Save image' }).click();
    }
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveCount(1);
    await expect(dialog).toBeVisible();
  });

  test('ImageViewer.Multi.show opens from code and closes from its close button', async ({
    page,
    isMobile,
  }) => {
    await openDemoAlone(page, 'image-viewer-demo-imperative');
    const open = page.getByRole('button', { name: 'Show three pictures' });
    if (isMobile) await open.tap();
    else await open.click();
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(dialog.getByText('2 / 3')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
