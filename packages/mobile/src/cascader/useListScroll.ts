import { useState, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';
import { scrollToShow } from './virtualWindow';

/** Height of a row in px; the stylesheet gives rows exactly this height. */
export const ROW_HEIGHT = 48;
/** The viewport assumed before it is measured (and on the server). */
const DEFAULT_HEIGHT = 320;

/**
 * The scroll position and the viewport height of a CascaderList, which opens scrolled to row
 * `initial`. Returned as `[scrollTop, setScrollTop, height, show]`: `show` scrolls a row into view.
 */
export function useListScroll(scroller: RefObject<HTMLElement | null>, initial: number) {
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(DEFAULT_HEIGHT);

  const scrollTo = (el: HTMLElement, top: number) => {
    el.scrollTop = top;
    setScrollTop(top);
  };

  // A new level (the parent calls with a new `key`) opens scrolled to its selected row.
  useIsomorphicLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    setHeight(el.clientHeight || DEFAULT_HEIGHT);
    if (initial > 0)
      scrollTo(el, scrollToShow(initial, ROW_HEIGHT, 0, el.clientHeight || DEFAULT_HEIGHT));
    // Only on mount: later scrolling is the user's.
  }, []);

  const show = (index: number) => {
    const el = scroller.current;
    if (el) scrollTo(el, scrollToShow(index, ROW_HEIGHT, el.scrollTop, height));
  };

  return [scrollTop, setScrollTop, height, show] as const;
}
