import { useT } from '../../i18n/useT';
import * as styles from './Search.css';
import type { useSearchClient } from './useSearchClient';

interface SearchMessagesProps {
  status: ReturnType<typeof useSearchClient>['status'];
  /** Whether the visitor has typed a query (not only blanks). */
  typed: boolean;
  /** Whether the results have any group to show. */
  found: boolean;
  retry: () => void;
}

/** What the panel says instead of results: loading, unavailable (with a retry), or nothing found. */
export function SearchMessages({ status, typed, found, retry }: SearchMessagesProps) {
  const t = useT();
  if (!typed) return null;
  if (status.kind === 'loading')
    return (
      <p role="status" aria-busy="true" className={styles.message}>
        {t('search.loading')}
      </p>
    );
  if (status.kind === 'unavailable')
    return (
      <div role="alert" className={styles.message}>
        {t('search.unavailable')}{' '}
        <button type="button" className={styles.textButton} onClick={retry}>
          {t('search.retry')}
        </button>
      </div>
    );
  if (status.kind === 'results' && !found)
    return (
      <p role="status" className={styles.message}>
        {t('search.empty')}
      </p>
    );
  return null;
}
