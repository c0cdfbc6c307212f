import { useEffect, useState } from 'react';
import { useLangs, useT } from '../../i18n/useT';
import type { TocEntry } from '../../types';
import { activeHeading, scrolledToBottom } from './activeHeading';
import { useOutline } from './useOutline';
import * as styles from './Toc.css';

/** Headings above this line count as read: the navbar's height plus some air. */
const SPY_OFFSET = 96;

function useScrollSpy(entries: readonly TocEntry[]) {
  const [active, setActive] = useState<string | undefined>();
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = entries.flatMap((entry) => {
        const element = document.getElementById(entry.id);
        return element ? [{ id: entry.id, top: element.getBoundingClientRect().top }] : [];
      });
      const { scrollHeight } = document.documentElement;
      const atBottom = scrolledToBottom(window.scrollY, window.innerHeight, scrollHeight);
      setActive(activeHeading(tops, SPY_OFFSET, atBottom));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [entries]);
  return active;
}

/**
 * The headings of the current page, the one being read marked. Pages with `timeline: true`
 * (a changelog) show it as a timeline.
 */
export function Toc() {
  const t = useT();
  const { entries, timeline } = useOutline();
  const { chrome, content } = useLangs();
  const active = useScrollSpy(entries);
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t('page.toc')} className={styles.toc} lang={chrome}>
      <p className={styles.title} aria-hidden="true">
        {t('page.toc')}
      </p>
      <ul className={timeline ? styles.timeline : styles.list}>
        {entries.map((entry) => (
          <li
            key={entry.id}
            data-depth={entry.depth}
            className={timeline ? styles.event : undefined}
          >
            <a
              href={`#${entry.id}`}
              className={styles.link}
              lang={content}
              aria-current={entry.id === active ? 'location' : undefined}
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
