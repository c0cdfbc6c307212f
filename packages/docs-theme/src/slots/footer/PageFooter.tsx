import { usePage } from '../../app/usePage';
import { useLangs, useT } from '../../i18n/useT';
import { formatDate } from './formatDate';
import * as styles from './PageFooter.css';
import { Link } from '../../app/Link';

/** Below every page: last updated, the edit link, PREV and NEXT. */
export function PageFooter() {
  const { page, site, prev, next } = usePage();
  const t = useT();
  const { chrome, content } = useLangs();
  if (!page) return null;
  const { lastUpdated, filename } = page.meta;
  return (
    <footer className={styles.footer} lang={chrome}>
      <div className={styles.meta}>
        {site.editLink && (
          <a
            className={styles.edit}
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
            <time dateTime={new Date(lastUpdated).toISOString()}>{formatDate(lastUpdated, t)}</time>
          </p>
        )}
      </div>
      {(prev || next) && (
        <nav aria-label={t('nav.pagination')} className={styles.pager}>
          {prev && (
            <Link to={prev.link} className={styles.pagerLink} rel="prev">
              <span className={styles.pagerLabel}>{t('page.prev')}</span>
              <span lang={content}>{prev.title}</span>
            </Link>
          )}
          {next && (
            <Link to={next.link} className={`${styles.pagerLink} ${styles.next}`} rel="next">
              <span className={styles.pagerLabel}>{t('page.next')}</span>
              <span lang={content}>{next.title}</span>
            </Link>
          )}
        </nav>
      )}
    </footer>
  );
}
