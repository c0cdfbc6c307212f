import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/useT';
import type { TocEntry } from '../../types';
import { StrokeIcon } from '../strokeIcon';
import * as styles from './TocMenu.css';
import { useOutline } from './useOutline';

/**
 * The table of contents folded into a button at the top of the article, for screens where the
 * column beside the page is hidden. `besideFrom` names that column: the table of contents'
 * own (from 1200 px) or the sidebar's, for pages whose outline lives there (from 960 px).
 */
export function TocMenu({ besideFrom }: { besideFrom: 'toc' | 'sidebar' }) {
  const { entries } = useOutline();
  if (entries.length === 0) return null;
  return <OutlineMenu entries={entries} besideFrom={besideFrom} />;
}

/**
 * A disclosure: the button says whether the list is open (`aria-expanded`); choosing a
 * section goes there and folds the list; Escape or a press outside folds it too.
 */
export function OutlineMenu({
  entries,
  besideFrom,
}: {
  entries: readonly TocEntry[];
  besideFrom: 'toc' | 'sidebar';
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !root.current?.contains(event.target as Node)) return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={besideFrom === 'toc' ? styles.menuBesideToc : styles.menuBesideSidebar}
    >
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('page.toc')}
        <StrokeIcon>
          <path d="m9 6 6 6-6 6" />
        </StrokeIcon>
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.id} data-depth={entry.depth}>
            <a href={`#${entry.id}`} className={styles.link} onClick={() => setOpen(false)}>
              {entry.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
