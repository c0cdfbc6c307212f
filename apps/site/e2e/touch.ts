import type { Locator, Page } from '@playwright/test';

export interface Point {
  x: number;
  y: number;
}

/**
 * A one-finger drag as a phone sends it: touchStart, `steps` touchMoves and touchEnd through
 * the DevTools protocol, so pages get real touch events (with `cancelable` and passive rules).
 * The events carry timestamps `stepMs` apart, so the page reads the intended speed however fast
 * the protocol delivers them: a short drag with a small `stepMs` is a flick.
 */
export async function touchDrag(page: Page, from: Point, to: Point, steps = 6, stepMs = 16) {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  let tick = 0;
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: Point) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: point ? [{ x: Math.round(point.x), y: Math.round(point.y) }] : [],
      timestamp: start + (tick++ * stepMs) / 1000,
    });
  await send('touchStart', from);
  for (let i = 1; i <= steps; i += 1) {
    await send('touchMove', {
      x: from.x + ((to.x - from.x) * i) / steps,
      y: from.y + ((to.y - from.y) * i) / steps,
    });
  }
  await send('touchEnd');
  await cdp.detach();
}

/** The centre of an element on screen. */
export async function centreOf(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A finger held on the centre of `locator` while `held` runs (what should happen under it), then
 * lifted: a long press as a phone sends it through the DevTools protocol.
 */
export async function touchHold(page: Page, locator: Locator, held: () => Promise<void>) {
  const { x, y } = await centreOf(locator);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: Math.round(x), y: Math.round(y) }],
  });
  await held();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
