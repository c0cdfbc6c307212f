import { useCallback } from 'react';
import { useAppData } from '../../app/AppDataContext';
import { useT } from '../../i18n/useT';
import { SearchBox } from './SearchBox';
import * as styles from './Search.css';

/**
 * The site's search: the client and its worker load on first use, never with the page.
 * Without JavaScript a notice covers the field, which could do nothing.
 */
export function Search() {
  const t = useT();
  const { site } = useAppData();
  const dataUrl = site.searchData;
  const loadClient = useCallback(async () => {
    if (!dataUrl) throw new Error('This site was built without search data.');
    const { createSearchClient } = await import('@tessera/docs-search');
    return createSearchClient({ source: { dataUrl } });
  }, [dataUrl]);
  return (
    <div className={styles.slot}>
      <SearchBox loadClient={loadClient} />
      <noscript>
        <p className={styles.noscript}>{t('search.needsJs')}</p>
      </noscript>
    </div>
  );
}
