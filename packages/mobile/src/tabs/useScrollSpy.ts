import { useEffect, useRef, type RefObject } from 'react';
import { prefersReducedMotion } from '../internal/motion';
import { sectionAt } from '../internal/sectionAt';
import { getScrollParent, scrollTopOf } from '../internal/scrollParent';
import { useLatest } from '../internal/useLatest';

/**
 * Scroll-spy: while the page (or the scroll container around the tabs) scrolls, the tab of the
 * section under the sticky header becomes active; `scrollTo` brings a section under the header.
 * While that scroll runs the spy holds, so the tabs do not flicker through the sections passed.
 * Returns `[scrollTo, sections]`: put each section's element in `sections` under its key.
 */
export function useScrollSpy(
  enabled: boolean,
  headerRef: RefObject<HTMLElement | null>,
  keys: readonly string[],
  offset: number,
  onSpy: (key: string) => void,
) {
  const sections = useRef(new Map<string, HTMLElement>());
  const latest = useLatest({ keys, offset, onSpy });
  const holdUntil = useRef(0);
  const lineOf = (parent: HTMLElement | Window) => {
    const top = parent === window ? 0 : (parent as HTMLElement).getBoundingClientRect().top;
    return top + latest.current.offset + (headerRef.current?.offsetHeight ?? 0);
  };

  useEffect(() => {
    if (!enabled) return;
    const parent = getScrollParent(headerRef.current);
    const onScroll = () => {
      if (Date.now() < holdUntil.current) return;
      const { keys: all, onSpy: spy } = latest.current;
      const tops = all.map(
        (key) => sections.current.get(key)?.getBoundingClientRect().top ?? Infinity,
      );
      const key = all[sectionAt(tops, lineOf(parent) + 1)];
      if (key !== undefined) spy(key);
    };
    // A scroll that ends while the spy holds (a reader who scrolls during a tab's smooth
    // scroll) still reports where it came to rest.
    const release = () => {
      holdUntil.current = 0;
      onScroll();
    };
    parent.addEventListener('scroll', onScroll, { passive: true });
    parent.addEventListener('scrollend', release);
    return () => {
      parent.removeEventListener('scroll', onScroll);
      parent.removeEventListener('scrollend', release);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the latest values when it fires
  }, [enabled]);

  const scrollTo = (key: string) => {
    const el = sections.current.get(key);
    if (!el) return;
    const parent = getScrollParent(headerRef.current);
    const top = el.getBoundingClientRect().top - lineOf(parent) + scrollTopOf(parent);
    const smooth = !prefersReducedMotion();
    // Held until the scroll ends (scrollend), or a second at most where that event is missing.
    holdUntil.current = smooth ? Date.now() + 1000 : 0;
    parent.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
  };
  return [scrollTo, sections] as const;
}
