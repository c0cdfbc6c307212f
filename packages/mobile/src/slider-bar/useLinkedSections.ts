import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../internal/motion';
import { sectionAt } from '../internal/sectionAt';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';
import { useLatest } from '../internal/useLatest';

/**
 * Links a scrolling content box to its sections: scrolling reports the section at the top of
 * the box, among those of `keys` (a section not in `keys` counts as part of the one before), and
 * `scrollTo` brings a section there. While that scroll runs, reports hold, so the active item
 * does not flicker through the sections passed. The content also goes to the section of an
 * `active` key set from outside: at once on mount, and as `scrollTo` does when a controlling
 * parent changes it.
 */
export function useLinkedSections(
  keys: readonly string[],
  active: string | undefined,
  onSection: (key: string) => void,
) {
  const contentRef = useRef<HTMLDivElement>(null);
  const sections = useRef(new Map<string, HTMLElement>());
  const holdUntil = useRef(0);
  const aim = useRef<number | null>(null);
  // The section last scrolled to or reported: when a controlling parent passes that key back as
  // `active`, the content is there already, and scrolling again would fight the reader's scroll.
  const shown = useRef<string | undefined>(undefined);
  const latest = useLatest({ keys, onSection });

  useEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const onScroll = () => {
      if (Date.now() < holdUntil.current) return;
      const top = content.getBoundingClientRect().top;
      const { keys: all, onSection: report } = latest.current;
      const tops = all.map(
        (key) => sections.current.get(key)?.getBoundingClientRect().top ?? Infinity,
      );
      // At the very end the last section is active even if it is too short to reach the top.
      const atEnd = content.scrollTop + content.clientHeight >= content.scrollHeight - 1;
      const key = atEnd ? all[all.length - 1] : all[sectionAt(tops, top + 1)];
      if (key === undefined) return;
      shown.current = key;
      report(key);
    };
    // A scroll that another cut short reports where it stopped: its scroll events came while
    // reports were held. One that reached its aim reports nothing, as the item chosen stays even
    // where its section cannot reach the top and the position would name a later one. A reader's
    // own scroll was reported as it went, and its end could come before the report is drawn.
    const release = () => {
      if (aim.current === null) return;
      const reached = Math.abs(content.scrollTop - aim.current) < 1;
      holdUntil.current = 0;
      aim.current = null;
      if (!reached) onScroll();
    };
    content.addEventListener('scroll', onScroll, { passive: true });
    content.addEventListener('scrollend', release);
    return () => {
      content.removeEventListener('scroll', onScroll);
      content.removeEventListener('scrollend', release);
    };
  }, [latest]);

  const scrollTo = (key: string, instant = false) => {
    shown.current = key;
    const content = contentRef.current;
    const section = sections.current.get(key);
    if (!content || !section || typeof content.scrollTo !== 'function') return;
    const top = Math.min(
      section.getBoundingClientRect().top - content.getBoundingClientRect().top + content.scrollTop,
      content.scrollHeight - content.clientHeight,
    );
    // Already there: no scroll, so no scrollend would release a hold.
    if (Math.abs(top - content.scrollTop) < 1) return;
    // Held until the scroll ends (scrollend), or a second at most where that event is missing;
    // a jump holds too, since its scroll event comes afterwards.
    holdUntil.current = Date.now() + 1000;
    aim.current = top;
    content.scrollTo({
      top,
      behavior: instant ? 'instant' : prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  // Before paint, so a mounting bar shows its section from the start.
  useIsomorphicLayoutEffect(() => {
    if (active !== undefined && active !== shown.current)
      scrollTo(active, shown.current === undefined);
  }, [active]);

  return {
    contentRef,
    sectionRef: (key: string) => (el: HTMLElement | null) => {
      if (el) sections.current.set(key, el);
      else sections.current.delete(key);
    },
    scrollTo,
  };
}
