import { useEffect, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';
import { useResize } from './useResize';

/**
 * Marks a horizontally scrolling list with `data-fade="start"`, `"end"` or `"both"` for the
 * edges that have more content beyond them, for CSS to fade. Works in right-to-left layouts,
 * where `scrollLeft` runs negative. Set on the element directly: it is only ever a hint.
 */
export function useEdgeFades(listRef: RefObject<HTMLElement | null>): void {
  const update = () => {
    const list = listRef.current;
    if (!list) return;
    const scrolled = Math.abs(list.scrollLeft);
    const start = scrolled > 1;
    const end = scrolled + list.clientWidth < list.scrollWidth - 1;
    const fade = start && end ? 'both' : start ? 'start' : end ? 'end' : undefined;
    if (fade) list.dataset.fade = fade;
    else delete list.dataset.fade;
  };
  useResize(listRef, update);
  // Tabs added, removed or retitled change what overflows without resizing the list, and each
  // comes with a render of the tabs.
  useIsomorphicLayoutEffect(update);
  useEffect(() => {
    const list = listRef.current;
    // A web font that arrives after the first paint widens the titles without resizing the list.
    const fonts = list?.ownerDocument.fonts;
    list?.addEventListener('scroll', update, { passive: true });
    fonts?.addEventListener('loadingdone', update);
    // A scroll made after the layout effect but before these listeners (while a page hydrates).
    update();
    return () => {
      list?.removeEventListener('scroll', update);
      fonts?.removeEventListener('loadingdone', update);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list element never changes
  }, [listRef]);
}
