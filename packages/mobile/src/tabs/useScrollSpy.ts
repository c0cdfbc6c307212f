import { useEffect, useRef, type RefObject } from 'react';
import { prefersReducedMotion } from '../internal/motion';
import { sectionAt } from '../internal/sectionAt';
import { getScrollParent, scrollTopOf } from '../internal/scrollParent';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';
import { useLatest } from '../internal/useLatest';

/**
 * Scroll-spy: while the page (or the scroll container around the tabs) scrolls, the tab of the
 * section under the sticky header becomes active; `scrollTo` brings a section under the header.
 * While that scroll runs the spy holds, so the tabs do not flicker through the sections passed.
 * An `active` key set from outside is scrolled to as well: at once on mount, and as `scrollTo`
 * does when a controlling parent changes it.
 * Returns `[scrollTo, sections]`: put each section's element in `sections` under its key.
 */
export function useScrollSpy(
  enabled: boolean,
  headerRef: RefObject<HTMLElement | null>,
  keys: readonly string[],
  offset: number,
  active: string | undefined,
  onSpy: (key: string) => void,
) {
  const sections = useRef(new Map<string, HTMLElement>());
  const latest = useLatest({ keys, offset, onSpy });
  const holdUntil = useRef(0);
  // The section a tab scrolled to, until that scroll ends.
  const aimed = useRef<string | null>(null);
  // The section last scrolled to or spied: when a controlling parent passes that key back as
  // `active`, the page is there already, and scrolling again would fight the reader's scroll.
  const shown = useRef<string | undefined>(undefined);
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
      if (key === undefined) return;
      shown.current = key;
      spy(key);
    };
    // A scroll that ends while the spy holds (a reader who scrolls during a tab's smooth
    // scroll) still reports where it came to rest. One that a tab started and that ends at the
    // bottom reports nothing: a last section too short to reach the tabs stays chosen.
    const release = () => {
      const kept = aimed.current !== null && atScrollEnd(parent);
      holdUntil.current = 0;
      aimed.current = null;
      if (!kept) onScroll();
    };
    parent.addEventListener('scroll', onScroll, { passive: true });
    parent.addEventListener('scrollend', release);
    return () => {
      parent.removeEventListener('scroll', onScroll);
      parent.removeEventListener('scrollend', release);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the latest values when it fires
  }, [enabled]);

  const scrollTo = (key: string, instant = false) => {
    shown.current = key;
    const el = sections.current.get(key);
    if (!el) return;
    const parent = getScrollParent(headerRef.current);
    const top = el.getBoundingClientRect().top - lineOf(parent) + scrollTopOf(parent);
    const smooth = !instant && !prefersReducedMotion();
    // Held until the scroll ends (scrollend), or a second at most where that event is missing;
    // a jump holds too, since its scroll event comes afterwards.
    holdUntil.current = Date.now() + 1000;
    aimed.current = key;
    parent.scrollTo({ top, behavior: smooth ? 'smooth' : instant ? 'instant' : 'auto' });
  };

  // Before paint, so the page shows the section from the start. The first tab is left where the
  // page is, rather than scrolling the page down to the tabs as it loads.
  useIsomorphicLayoutEffect(() => {
    if (!enabled || active === undefined || active === shown.current) return;
    if (shown.current === undefined && active === latest.current.keys[0]) shown.current = active;
    else scrollTo(active, shown.current === undefined);
  }, [enabled, active]);
  return [scrollTo, sections] as const;
}

/** Whether a scroll container (or the page) is scrolled as far down as it goes. */
function atScrollEnd(parent: HTMLElement | Window): boolean {
  const el = parent === window ? document.documentElement : (parent as HTMLElement);
  const height = parent === window ? window.innerHeight : el.clientHeight;
  return scrollTopOf(parent) + height >= el.scrollHeight - 1;
}
