import type { ReactNode } from 'react';
import { useAppData } from '../../app/AppDataContext';
import { useLangs, useT } from '../../i18n/useT';
import { srOnly } from '../../styles/utility.css';
import { StrokeIcon } from '../strokeIcon';
import * as styles from './LibraryLinks.css';

/**
 * The documented library's version and links to its source repository and its npm page,
 * from its package.json (`library` in the site's config); nothing without one.
 */
export function LibraryLinks() {
  const { library } = useAppData().site;
  const t = useT();
  const { chrome } = useLangs();
  if (!library) return null;
  return (
    <div className={styles.root} lang={chrome}>
      <span className={styles.version}>
        <span className={srOnly}>{t('library.version', { name: library.name })} </span>
        {library.version}
      </span>
      {library.repository && (
        <IconLink href={library.repository} label={t('library.repository')}>
          <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14" />
        </IconLink>
      )}
      {library.npm && (
        <IconLink href={library.npm} label={t('library.npm')}>
          <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9" />
        </IconLink>
      )}
    </div>
  );
}

/** A link that leaves the site, shown as an icon and named by its label. */
function IconLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <a
      className={styles.link}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
    >
      <StrokeIcon>{children}</StrokeIcon>
    </a>
  );
}
