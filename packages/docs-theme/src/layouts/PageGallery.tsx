import { useId, useMemo } from 'react';
import { useAppData } from '../app/AppDataContext';
import { buildSidebar } from '../app/navigation';
import * as styles from './home.css';
import { Link } from '../app/Link';

/**
 * A link to every page of a section, grouped and ordered as the section's sidebar: built from
 * the page list, so a page added to the section appears here by itself.
 */
export function PageGallery({ title, section }: { title: string; section: string }) {
  const { routes } = useAppData();
  const groups = useMemo(() => buildSidebar(routes, section), [routes, section]);
  const headingId = useId();
  if (groups.length === 0) return null;
  return (
    <section className={styles.gallery} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.galleryTitle}>
        {title}
      </h2>
      {groups.map((group) => (
        <div key={group.title ?? ''} className={styles.galleryGroup}>
          {group.title && <h3 className={styles.galleryGroupTitle}>{group.title}</h3>}
          <ul className={styles.galleryList}>
            {group.items.map((item) => (
              <li key={item.link}>
                <Link to={item.link} className={styles.galleryLink}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
