import { useEffect, useRef, type RefObject } from 'react';
import { getScrollParent, scrollTopOf } from '../internal/scrollParent';
import { sectionAt } from '../internal/sectionAt';
import { useLatest } from '../internal/useLatest';

/**
 * Ties the panels of an index bar to their scroll container, whatever it is (the window, a
 * Popup, any scrolling box): reports the panel at the top (below `offset`) as the container
 * scrolls, and scrolls a panel there on request, at once, so a scrub follows the finger.
 */
export function useIndexScroll(
  rootRef: RefObject<HTMLElement | null>,
  indexes: readonly string[],
  offset: number,
  onIndex: (index: string) => void,
) {
  const panels = useRef(new Map<string, HTMLElement>());
  // After a jump the container reports nothing for a moment: a panel near the end cannot reach
  // the top, and the scroll must not then move the index off the letter just chosen.
  const holdUntil = useRef(0);
  const latest = useLatest({ indexes, offset, onIndex });
  const topOf = (parent: HTMLElement | Window) =>
    (parent === window ? 0 : (parent as HTMLElement).getBoundingClientRect().top) +
    latest.current.offset;

  /** The index of the panel at the top of the scroll container now. */
  const indexAtTop = (): string | undefined => {
    const all = latest.current.indexes;
    const tops = all.map((i) => panels.current.get(i)?.getBoundingClientRect().top ?? Infinity);
    return all[sectionAt(tops, topOf(getScrollParent(rootRef.current)) + 1)];
  };

  useEffect(() => {
    const parent = getScrollParent(rootRef.current);
    const onScroll = () => {
      if (Date.now() < holdUntil.current) return;
      const index = indexAtTop();
      if (index !== undefined) latest.current.onIndex(index);
    };
    parent.addEventListener('scroll', onScroll, { passive: true });
    return () => parent.removeEventListener('scroll', onScroll);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the latest values when it fires
  }, [rootRef]);

  return {
    indexAtTop,
    panelRef: (index: string) => (el: HTMLElement | null) => {
      if (el) panels.current.set(index, el);
      else panels.current.delete(index);
    },
    scrollTo: (index: string) => {
      const panel = panels.current.get(index);
      if (!panel) return false;
      const parent = getScrollParent(rootRef.current);
      const top = panel.getBoundingClientRect().top - topOf(parent) + scrollTopOf(parent);
      holdUntil.current = Date.now() + 150;
      parent.scrollTo?.({ top, behavior: 'auto' });
      return true;
    },
  };
}
