import { useRef, type RefObject } from 'react';
import { prefersReducedMotion } from './motion';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';
import { useResize } from './useResize';

/**
 * Keeps the active tab of a scrolling tab list in view, centred where the list allows: when it
 * changes (smoothly, unless reduced motion), when the list changes size, which includes
 * becoming visible after mounting hidden, and when tabs are added or removed. Only the list
 * scrolls, never the page.
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
  // Tabs added or removed move the active one without resizing the list; they come with a
  // render. A tab growing is left alone: the selected tab's own restyling would cut short the
  // smooth scroll to it.
  const tabCount = useRef(0);
  useIsomorphicLayoutEffect(() => {
    const count = listRef.current?.children.length ?? 0;
    if (tabCount.current && count !== tabCount.current) scroll(false);
    tabCount.current = count;
  });
}
