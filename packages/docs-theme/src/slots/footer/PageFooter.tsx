import { Link } from 'react-router';
import { usePage } from '../../app/usePage';
import { useLocale, useT } from '../../i18n/useT';
import * as styles from './PageFooter.css';

/**
 * A date in the interface language. In UTC, so the server and every visitor's browser write
 * the same day and hydration matches.
 */
export const formatDate = (time: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(time);

/** Below every page: last updated, the edit link, PREV and NEXT. */
export function PageFooter() {
  const { page, site, prev, next } = usePage();
  const t = useT();
  const [locale] = useLocale();
  if (!page) return null;
  const { lastUpdated, filename } = page.meta;
  return (
    <footer className={styles.footer}>
      <div className={styles.meta}>
        {site.editLink && (
          <a
            href={`${site.editLink.replace(/\/$/, '')}/${filename}`}
            rel="noopener noreferrer"
            target="_blank"
          >
            {t('page.edit')}
          </a>
        )}
        {lastUpdated !== undefined && (
          <p className={styles.updated}>
            {t('page.lastUpdated')}:{' '}
            <time dateTime={new Date(lastUpdated).toISOString()}>
              {formatDate(lastUpdated, locale)}
            </time>
          </p>
        )}
      </div>
      {(prev || next) && (
        <nav aria-label={t('nav.pagination')} className={styles.pager}>
          {prev && (
            <Link to={prev.link} className={styles.pagerLink} rel="prev">
              <span className={styles.pagerLabel}>{t('page.prev')}</span>
              <span>{prev.title}</span>
            </Link>
          )}
          {next && (
            <Link to={next.link} className={`${styles.pagerLink} ${styles.next}`} rel="next">
              <span className={styles.pagerLabel}>{t('page.next')}</span>
              <span>{next.title}</span>
            </Link>
          )}
        </nav>
      )}
    </footer>
  );
}
