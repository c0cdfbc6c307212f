import { usePage } from '../../app/usePage';
import { useT } from '../../i18n/useT';
import * as styles from './Toc.css';

/** The headings of the current page. */
export function Toc() {
  const { page } = usePage();
  const t = useT();
  const entries = page?.toc.filter((entry) => entry.depth > 1 && entry.depth < 4) ?? [];
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t('page.toc')} className={styles.toc}>
      <p className={styles.title}>{t('page.toc')}</p>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id} data-depth={entry.depth}>
            <a href={`#${entry.id}`} className={styles.link}>
              {entry.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
