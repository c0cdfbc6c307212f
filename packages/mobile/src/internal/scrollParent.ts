/** The nearest ancestor that scrolls vertically, or the window. */
export function getScrollParent(el: HTMLElement | null): HTMLElement | Window {
  for (
    let node = el?.parentElement ?? null;
    node && node !== document.body;
    node = node.parentElement
  ) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return window;
}

/** How far a scroll container is scrolled from its top. */
export function scrollTopOf(target: HTMLElement | Window): number {
  return target === window ? window.scrollY : (target as HTMLElement).scrollTop;
}
