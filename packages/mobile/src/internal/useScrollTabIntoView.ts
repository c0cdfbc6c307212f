import { useRef, type RefObject } from 'react';
import { prefersReducedMotion } from './motion';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';
import { useResize } from './useResize';

/**
 * Keeps the active tab of a scrolling tab list in view, centred where the list allows: when it
 * changes (smoothly, unless reduced motion) and when the list changes size, which includes
 * becoming visible after mounting hidden. Only the list scrolls, never the page.
 */
export function useScrollTabIntoView(
  listRef: RefObject<HTMLElement | null>,
  activeKey: string | undefined,
  tabElement: (key: string) => HTMLElement | undefined,
  orientation: 'horizontal' | 'vertical' = 'horizontal',
): void {
  const scroll = (smooth: boolean) => {
    const list = listRef.current;
    const tab = activeKey === undefined ? undefined : tabElement(activeKey);
    if (!list || !tab || typeof list.scrollBy !== 'function') return;
    const l = list.getBoundingClientRect();
    const t = tab.getBoundingClientRect();
    const delta =
      orientation === 'horizontal'
        ? t.left + t.width / 2 - (l.left + l.width / 2)
        : t.top + t.height / 2 - (l.top + l.height / 2);
    if (Math.abs(delta) < 1) return;
    list.scrollBy({
      [orientation === 'horizontal' ? 'left' : 'top']: delta,
      behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto',
    });
  };
  const mounted = useRef(false);
  useIsomorphicLayoutEffect(() => {
    scroll(mounted.current);
    mounted.current = true;
  }, [activeKey]);
  useResize(listRef, () => scroll(false));
}
