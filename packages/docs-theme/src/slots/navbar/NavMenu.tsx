import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { splitNav } from '../../app/navigation';
import { usePage } from '../../app/usePage';
import { useLangs, useT } from '../../i18n/useT';
import type { NavItem } from '../../types';
import * as styles from './Navbar.css';
import { NavLink } from '../../app/Link';
import { SectionLink } from './SectionLink';

/** Items beyond this many collapse into 'More', so the bar never wraps. */
const MAX_ITEMS = 5;

/** The top navigation: sections, their second level, and 'More'. */
export function NavMenu() {
  const { nav } = usePage();
  const t = useT();
  const { visible, more } = splitNav(nav, MAX_ITEMS);
  return (
    <nav aria-label={t('nav.main')} className={styles.nav}>
      <ul className={styles.list}>
        {visible.map((item) => (
          <li key={item.link} className={styles.item}>
            {item.children?.length ? (
              <Dropdown label={item.title} items={item.children} />
            ) : (
              <SectionLink item={item} className={styles.link} />
            )}
          </li>
        ))}
        {more.length > 0 && (
          <li className={styles.item}>
            <Dropdown label={t('nav.more')} translated items={more.flatMap(flatten)} />
          </li>
        )}
      </ul>
    </nav>
  );
}

/** Under 'More' a section and its second level are listed in one column. */
const flatten = (item: NavItem): NavItem[] => [
  { title: item.title, link: item.link },
  ...(item.children ?? []),
];

interface DropdownProps {
  /** The button's text: a title of the site, or with `translated` a label of the theme. */
  label: string;
  translated?: boolean;
  items: NavItem[];
}

/** A button that shows a list of links below it (the disclosure pattern, not an ARIA menu). */
function Dropdown({ label, translated, items }: DropdownProps) {
  const langs = useLangs();
  const shown = translated ? { text: label, lang: undefined } : langs.label(label);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    // Escape from the button or any link inside closes the list; the elements stay native.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={root}
      className={styles.dropdown}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        lang={shown.lang}
      >
        {shown.text}
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" className={styles.caret}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul id={listId} className={styles.menu} hidden={!open}>
        {items.map((item) => (
          <li key={item.link + item.title}>
            <NavLink
              to={item.link}
              end
              className={styles.menuLink}
              lang={langs.label(item.title).lang}
              onClick={() => setOpen(false)}
            >
              {langs.label(item.title).text}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
