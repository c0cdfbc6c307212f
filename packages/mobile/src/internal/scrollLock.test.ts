import { lockScroll } from './scrollLock';

/** A one-finger move from (100, 100) by `dx`, `dy` on `target`; true when the lock cancelled it. */
function cancelled(target: Element, dx: number, dy: number): boolean {
  const touchEvent = (type: string, x: number, y: number) =>
    Object.assign(new Event(type, { bubbles: true, cancelable: true }), {
      touches: [{ clientX: x, clientY: y }],
    });
  target.dispatchEvent(touchEvent('touchstart', 100, 100));
  const move = touchEvent('touchmove', 100 + dx, 100 + dy);
  target.dispatchEvent(move);
  return move.defaultPrevented;
}

describe('lockScroll', () => {
  let page: HTMLElement;
  let layer: HTMLElement;
  beforeEach(() => {
    page = document.body.appendChild(document.createElement('main'));
    layer = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => {
    page.remove();
    layer.remove();
  });

  it('cancels every move outside the overlay, however sideways it starts', () => {
    const unlock = lockScroll(document.body, layer);
    expect(document.body.style.overflow).toBe('hidden');
    expect(cancelled(page, 0, 30)).toBe(true);
    expect(cancelled(page, 30, 5)).toBe(true);
    unlock();
    expect(document.body.style.overflow).toBe('');
    expect(cancelled(page, 30, 5)).toBe(false);
  });

  it('leaves sideways moves inside the overlay to it, and cancels the vertical ones with nothing to scroll', () => {
    const unlock = lockScroll(document.body, layer);
    expect(cancelled(layer, 30, 5)).toBe(false);
    expect(cancelled(layer, 5, 30)).toBe(true);
    unlock();
  });
});
