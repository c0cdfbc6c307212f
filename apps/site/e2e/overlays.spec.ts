import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone } from './chunks';
import { touchHold } from './touch';

/*
 * The overlay gestures of @tessera/mobile in a real browser, on their standalone demo pages:
 * what jsdom cannot show (layout, CSS transitions, scrolling, reduced motion). Gestures are
 * driven with the mouse, which the library's gesture core handles like a finger.
 */

/** Resolves once every running animation and transition of the page has finished. */
const settled = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));

/** Presses the mouse on `target` (once it stopped moving), moves by (dx, dy) in steps, lets go. */
async function dragBy(page: Page, target: Locator, dx: number, dy: number) {
  await settled(page);
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await page.mouse.up();
}

const heightOf = (element: Locator) => element.evaluate((el) => el.getBoundingClientRect().height);
const innerHeight = (page: Page) => page.evaluate(() => window.innerHeight);

test.describe('Popup snap points', () => {
  test('the list scrolls inside the sheet, not the page; the handle steps with keys and drags between points', async ({
    page,
  }) => {
    await openDemoAlone(page, 'popup-demo-snap-points');
    await page.getByRole('button', { name: 'Show stops on line 4' }).click();
    const sheet = page.getByRole('dialog', { name: 'Stops on line 4' });
    const handle = page.getByRole('slider', { name: 'Sheet height' });
    const screen = await innerHeight(page);
    await expect(handle).toHaveAttribute('aria-valuenow', '1');
    await expect.poll(() => heightOf(sheet)).toBeCloseTo(screen * 0.3, 0);

    // At the lowest point the list overflows: the wheel scrolls it inside the sheet.
    await settled(page);
    const stop = page.getByText('Market Square');
    const before = (await stop.boundingBox())!.y;
    await stop.hover();
    await page.mouse.wheel(0, 120);
    await expect.poll(async () => (await stop.boundingBox())!.y).toBeLessThan(before);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(handle).toHaveAttribute('aria-valuenow', '1');

    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await expect(handle).toHaveAttribute('aria-valuetext', '2 of 3');
    await expect.poll(() => heightOf(sheet)).toBeCloseTo(screen * 0.6, 0);

    await dragBy(page, handle, 0, -screen * 0.3);
    await expect(handle).toHaveAttribute('aria-valuenow', '3');
    await expect.poll(() => heightOf(sheet)).toBeCloseTo(screen * 0.95, 0);
  });

  test('a swipe below the lowest point closes the sheet', async ({ page }) => {
    await openDemoAlone(page, 'popup-demo-snap-points');
    await page.getByRole('button', { name: 'Show stops on line 4' }).click();
    const handle = page.getByRole('slider', { name: 'Sheet height' });
    await dragBy(page, handle, 0, 180);
    await expect(page.getByRole('dialog', { name: 'Stops on line 4' })).toBeHidden();
  });

  test('opened again after being moved, the sheet is at its lowest point from the first frame', async ({
    page,
  }) => {
    await openDemoAlone(page, 'popup-demo-snap-points');
    const open = page.getByRole('button', { name: 'Show stops on line 4' });
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Stops on line 4' });
    const handle = page.getByRole('slider', { name: 'Sheet height' });
    await handle.focus();
    await page.keyboard.press('End');
    await expect(sheet).toContainText('Sheet at point 3 of 3.');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await settled(page);

    // The sheet's height in each of the first frames it is on screen after opening again.
    const frames = page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const heights: number[] = [];
          const tick = () => {
            const height =
              document.querySelector('[aria-label="Stops on line 4"]')?.getBoundingClientRect()
                .height ?? 0;
            if (height > 0) heights.push(height);
            if (heights.length === 20) resolve(heights);
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
    );
    await open.click();
    const lowest = (await innerHeight(page)) * 0.3;
    for (const height of await frames) expect(height).toBeCloseTo(lowest, 0);
    await expect(handle).toHaveAttribute('aria-valuenow', '1');
    await expect(sheet).toContainText('Sheet at point 1 of 3.');
  });

  test('A-05 under reduced motion the sheet opens and changes height without animating', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openDemoAlone(page, 'popup-demo-snap-points');
    await page.getByRole('button', { name: 'Show stops on line 4' }).click();
    const sheet = page.getByRole('dialog', { name: 'Stops on line 4' });
    const motion = await sheet.evaluate((el) => {
      const style = getComputedStyle(el);
      return { animation: style.animationName, transition: parseFloat(style.transitionDuration) };
    });
    expect(motion.animation).toBe('none');
    // Off, or as good as off (the page may shorten every transition to a hundredth of a ms).
    expect(motion.transition).toBeLessThanOrEqual(0.01);
    const handle = page.getByRole('slider', { name: 'Sheet height' });
    await handle.focus();
    await page.keyboard.press('End');
    // No transition: the new height is there at once, with nothing to wait for.
    expect(await heightOf(sheet)).toBeCloseTo((await innerHeight(page)) * 0.95, 0);
  });
});

test.describe('Modal card presentation', () => {
  test('the page behind scales back while the card is open and comes back after; a swipe down closes it', async ({
    page,
    problems,
  }) => {
    await openDemoAlone(page, 'modal-demo-card-presentation');
    const inbox = page.getByText('Inbox', { exact: true }).locator('..');
    const transform = () => inbox.evaluate((el) => getComputedStyle(el).transform);
    expect(await transform()).toBe('none');

    await page.getByRole('button', { name: 'New message' }).click();
    const card = page.getByRole('dialog', { name: 'New message' });
    await expect(card).toBeVisible();
    await expect.poll(transform).toMatch(/^matrix\(0\.93, 0, 0, 0\.93,/);
    // The card covers the screen but a strip at the top, and the whole width.
    const box = (await card.boundingBox())!;
    expect(box.width).toBe(Math.min(await page.evaluate(() => window.innerWidth), 640));
    expect(box.y).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect.poll(transform).toBe('none');

    await page.getByRole('button', { name: 'New message' }).click();
    await expect(card).toBeVisible();
    await dragBy(page, page.getByTitle('Drag down to close'), 0, 400);
    await expect(card).toBeHidden();
    await expect.poll(transform).toBe('none');
    expect(await problems.csp()).toEqual([]);
  });

  test('with a draft, a swipe down asks before closing', async ({ page }) => {
    await openDemoAlone(page, 'modal-demo-card-presentation');
    await page.getByRole('button', { name: 'New message' }).click();
    await page.getByRole('textbox', { name: 'Message' }).fill('Dear Ada');
    await dragBy(page, page.getByTitle('Drag down to close'), 0, 400);
    const ask = page.getByRole('alertdialog', { name: 'Discard the draft?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Dear Ada');
  });
});

test.describe('Popover', () => {
  test('trigger="hover" opens on hover and on keyboard focus, and closes on leave and Escape', async ({
    page,
  }) => {
    await openDemoAlone(page, 'popover-demo-hover-and-focus');
    const tip = page.getByText('Free delivery on orders over $50');
    await page.getByRole('button', { name: 'Delivery' }).hover();
    await expect(tip).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();

    await page.getByRole('button', { name: 'Delivery' }).focus();
    await expect(tip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delivery' })).toBeFocused();
  });

  test('a menu item chosen by keyboard or by pointer gives focus back to the menu button', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'keyboard and mouse at 1280 px');
    await openDemoAlone(page, 'popover-demo-menu');
    const more = page.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-haspopup', 'menu');
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'New chat' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Search' })).toBeVisible();
    await expect(more).toBeFocused();

    await more.click();
    await menu.getByRole('menuitem', { name: 'New chat' }).click();
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
  });

  test('a long press on a contextmenu trigger opens its menu, and the tap that ends it does nothing', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'a finger on a phone');
    await openDemoAlone(page, 'popover-demo-menu');
    const message = page.getByRole('button', { name: 'See you at six?' });
    const menu = page.getByRole('menu');
    await touchHold(page, message, () =>
      expect(menu.getByRole('menuitem', { name: 'Reply' })).toBeVisible(),
    );
    await expect(menu).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Tapped the message' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Copy' }).tap();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Copy' })).toHaveCount(1);
    // A short tap is the message's own.
    await message.tap();
    await expect(page.getByRole('status').filter({ hasText: 'Tapped the message' })).toHaveCount(1);
    await expect(menu).toBeHidden();
  });

  test('Shift+F10 on a contextmenu trigger opens its menu at the first item', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'a keyboard at 1280 px');
    await openDemoAlone(page, 'popover-demo-menu');
    const message = page.getByRole('button', { name: 'See you at six?' });
    await message.focus();
    await page.keyboard.press('Shift+F10');
    await expect(page.getByRole('menuitem', { name: 'Reply' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(message).toBeFocused();
  });

  test('a plain popover is a dialog named after its trigger', async ({ page }) => {
    await openDemoAlone(page, 'popover-demo-hover-and-focus');
    const trigger = page.getByRole('button', { name: 'Delivery' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await trigger.focus();
    await expect(page.getByRole('dialog', { name: 'Delivery' })).toContainText(
      'Free delivery on orders over $50',
    );
  });

  test('stays on its anchor while the sheet it is in scrolls, and hides while the anchor is out of view', async ({
    page,
  }) => {
    // The size of the frame the docs page shows this demo in, where the list overflows.
    await page.setViewportSize({ width: 375, height: 480 });
    await openDemoAlone(page, 'popover-demo-follow-anchor');
    await page.getByRole('button', { name: 'Open settings' }).click();
    const anchor = page.getByRole('button', { name: 'About Focus' });
    await settled(page);
    await anchor.click();
    const tip = page.getByText('Silences calls and alerts on all your devices');
    await expect(tip).toBeVisible();
    const gap = async () => (await anchor.boundingBox())!.y - (await tip.boundingBox())!.y;
    const gapBefore = await gap();
    const anchorBefore = (await anchor.boundingBox())!.y;

    // The sheet is the scroll container of the list; scroll it as a finger or wheel would.
    const sheet = page.getByRole('dialog', { name: 'Settings' });
    const scrollTo = (top: number) => sheet.evaluate((el, y) => el.scrollTo(0, y), top);
    await sheet.evaluate((el) => el.scrollBy(0, 40));
    await expect.poll(async () => (await anchor.boundingBox())!.y).toBeLessThan(anchorBefore);
    await expect.poll(gap).toBeCloseTo(gapBefore, 0);
    await expect(anchor).toHaveAttribute('aria-expanded', 'true');

    await scrollTo(10_000);
    await expect(tip).toBeHidden();
    await scrollTo(0);
    await expect(tip).toBeVisible();
    await expect.poll(gap).toBeCloseTo(gapBefore, 0);
  });
});

test.describe('Toast stack', () => {
  test('stacked toasts show together without overlapping, each said once, and leave in turn', async ({
    page,
  }) => {
    await openDemoAlone(page, 'toast-demo-replace-or-queue');
    await page.getByRole('button', { name: 'Stack: three at once' }).click();
    const shown = ['Ana', 'Ben', 'Cy'].map((name) => page.getByText(`Sent to ${name}`).first());
    for (const toast of shown) await expect(toast).toBeVisible();
    for (const name of ['Ana', 'Ben', 'Cy'])
      await expect(page.getByRole('status').filter({ hasText: `Sent to ${name}` })).toHaveCount(1);
    await settled(page);
    const boxes = await Promise.all(shown.map(async (toast) => (await toast.boundingBox())!));
    for (let i = 1; i < boxes.length; i += 1) {
      const [a, b] = [boxes[i - 1]!, boxes[i]!];
      expect(a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);
    }
    // Each has its own time on screen: the first leaves while the last is still there.
    await expect(shown[0]!).toBeHidden({ timeout: 4000 });
    await expect(shown[2]!).toBeVisible();
  });
});

test.describe('Toast swipe to dismiss', () => {
  test('a sideways swipe closes the toast, fires afterClose, and the queued one takes its place', async ({
    page,
  }) => {
    await openDemoAlone(page, 'toast-demo-swipe-to-dismiss');
    await page.getByRole('button', { name: 'Show two messages' }).click();
    const status = page.getByRole('status').filter({ hasText: 'New message' });
    await expect(status).toHaveText('New message from Ada');
    await dragBy(page, status, 140, 0);
    await expect(status).toHaveText('New message from Grace');
    await expect(page.getByText('Dismissed so far: 1')).toBeVisible();
    await dragBy(page, status, -140, 0);
    await expect(status).toBeHidden();
    await expect(page.getByText('Dismissed so far: 2')).toBeVisible();
  });
});

test.describe('overlays of a demo alone cover the whole screen and lock its scroll', () => {
  /** Where the demo's overlays went, and whether one of their layers covers the viewport. */
  const overlayPlacement = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-tm-portal]')].map((portal) => ({
        inBody: portal.parentElement === document.body,
        covers: [...portal.querySelectorAll('*')].some((el) => {
          const r = el.getBoundingClientRect();
          return (
            r.left <= 0 &&
            r.top <= 0 &&
            r.right >= window.innerWidth &&
            r.bottom >= window.innerHeight &&
            getComputedStyle(el).visibility === 'visible'
          );
        }),
      })),
    );

  for (const { id, open, overlay } of [
    { id: 'popup-demo-positions', open: 'bottom', overlay: 'Popup from the bottom' },
    { id: 'dialog-demo-controlled-actions', open: 'Sign out', overlay: 'Sign out of all devices?' },
    { id: 'action-sheet-demo-basic-actions', open: 'More', overlay: null },
    { id: 'mask-demo-color-and-opacity', open: 'black default', overlay: null },
  ]) {
    test(id, async ({ page }) => {
      await openDemoAlone(page, id);
      // Room below the demo, so its page could scroll if nothing locked it.
      await page.evaluate(() => (document.body.style.minHeight = '300vh'));
      await page.getByRole('button', { name: open, exact: true }).click();
      if (overlay) await expect(page.getByRole('dialog', { name: overlay })).toBeVisible();
      await expect.poll(() => overlayPlacement(page)).toEqual([{ inBody: true, covers: true }]);
      await settled(page);

      // The wheel over the overlay scrolls nothing behind it.
      await page.mouse.move(20, 20);
      await page.mouse.wheel(0, 200);
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    });
  }
});
