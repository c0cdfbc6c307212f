import { type RefObject, useEffect, useState } from 'react';
import { getScrollParent } from '../internal/scrollParent';

/**
 * Whether the large title has scrolled up under the bar. False on the server and on the first
 * client render, so hydration matches; an IntersectionObserver then reports only the moments
 * the title crosses the bar's bottom edge, instead of a handler on every scroll frame.
 */
export function useCollapsedTitle(
  bar: RefObject<HTMLElement | null>,
  title: RefObject<HTMLElement | null>,
  enabled: boolean,
): boolean {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    const barEl = bar.current;
    const titleEl = title.current;
    if (!enabled || !barEl || !titleEl || typeof IntersectionObserver === 'undefined') return;
    const parent = getScrollParent(titleEl);
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => {
          const entry = entries[entries.length - 1];
          if (!entry) return;
          // Only a title gone past the top counts: one below the fold, or in a sheet sliding
          // in from the bottom, is still to come.
          setCollapsed(
            !entry.isIntersecting && entry.boundingClientRect.top < (entry.rootBounds?.top ?? 0),
          );
        },
        {
          root: parent === window ? null : (parent as HTMLElement),
          // The bar covers the top of the scroll area: under it, the title is out of sight.
          rootMargin: `-${barEl.offsetHeight}px 0px 0px`,
        },
      );
      observer.observe(titleEl);
    };
    // The bar's height changes with the safe area (a phone turned sideways), and the margin
    // of an observer is fixed, so a new one follows the new height.
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(observe);
    if (resize) resize.observe(barEl);
    else observe();
    return () => {
      resize?.disconnect();
      observer?.disconnect();
    };
  }, [bar, title, enabled]);
  return enabled && collapsed;
}
