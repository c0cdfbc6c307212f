/**
 * One scroll lock for every overlay: reference-counted per scroll container, stack-aware, and
 * iOS-proof. iOS Safari ignores `overflow: hidden` on the body for touch scrolling, so a single
 * non-passive `touchmove` listener cancels moves that would scroll anything outside the top
 * overlay, or scroll an overlay's own scroller past its edge (which would chain to the page).
 */

interface LockedTarget {
  count: number;
  overflow: string;
}

const targets = new Map<HTMLElement, LockedTarget>();
const layers: HTMLElement[] = [];
let startX = 0;
let startY = 0;

/**
 * Whether a scroller can still move for a finger moving by `deltaY` (positive = finger down,
 * which scrolls content towards its top). Fractional `scrollTop` values count as the edge, so a
 * scroller at 0.4px does not leak the gesture to the page (antd-mobile #6253).
 */
export function canScrollFurther(
  scrollTop: number,
  scrollHeight: number,
  clientHeight: number,
  deltaY: number,
): boolean {
  if (deltaY > 0) return scrollTop > 1;
  if (deltaY < 0) return scrollTop + clientHeight < scrollHeight - 1;
  return true;
}

function isScrollableY(el: HTMLElement): boolean {
  if (el.scrollHeight <= el.clientHeight) return false;
  const overflowY = getComputedStyle(el).overflowY;
  return overflowY === 'auto' || overflowY === 'scroll';
}

function onTouchStart(event: TouchEvent) {
  const touch = event.touches[0];
  if (!touch) return;
  startX = touch.clientX;
  startY = touch.clientY;
}

function onTouchMove(event: TouchEvent) {
  const top = layers[layers.length - 1];
  const touch = event.touches[0];
  if (!top || !touch || !event.cancelable) return;
  const deltaX = touch.clientX - startX;
  const deltaY = touch.clientY - startY;
  const target = event.target as Node;
  if (top.contains(target)) {
    // Horizontal gestures inside the overlay (swipe actions, sliders) are its own. Outside it,
    // every move is cancelled: iOS lets a gesture whose first move went through scroll the
    // page however it turns afterwards.
    if (Math.abs(deltaX) > Math.abs(deltaY)) return;
    for (
      let el = target as HTMLElement | null;
      el && el !== top.parentElement;
      el = el.parentElement
    ) {
      if (isScrollableY(el)) {
        if (canScrollFurther(el.scrollTop, el.scrollHeight, el.clientHeight, deltaY)) return;
        break;
      }
    }
  }
  event.preventDefault();
}

/**
 * Locks scrolling of `target` (the portal container, usually `document.body`) while `layer`
 * (the overlay's root element) is open. Returns the unlock function. Safe to stack: the last
 * lock taken decides where touch scrolling is still allowed.
 */
export function lockScroll(target: HTMLElement, layer: HTMLElement): () => void {
  const entry = targets.get(target);
  if (entry) entry.count += 1;
  else {
    targets.set(target, { count: 1, overflow: target.style.overflow });
    target.style.overflow = 'hidden';
  }
  if (layers.length === 0) {
    document.addEventListener('touchstart', onTouchStart, { passive: true });
    document.addEventListener('touchmove', onTouchMove, { passive: false });
  }
  layers.push(layer);

  let released = false;
  return () => {
    if (released) return;
    released = true;
    layers.splice(layers.lastIndexOf(layer), 1);
    if (layers.length === 0) {
      document.removeEventListener('touchstart', onTouchStart);
      document.removeEventListener('touchmove', onTouchMove);
    }
    const locked = targets.get(target);
    if (!locked) return;
    locked.count -= 1;
    if (locked.count === 0) {
      target.style.overflow = locked.overflow;
      targets.delete(target);
    }
  };
}
