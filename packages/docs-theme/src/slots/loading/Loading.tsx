import { useLangs, useT } from '../../i18n/useT';
import * as styles from './Loading.css';

/** Stands in for a page whose chunk is still loading. */
export function Loading() {
  const t = useT();
  const { chrome } = useLangs();
  return (
    <div role="status" aria-busy="true" className={styles.skeleton}>
      <span className={styles.srOnly} lang={chrome}>
        {t('loading.page')}
      </span>
      <div className={`${styles.bar} ${styles.title}`} />
      <div className={styles.bar} />
      <div className={styles.bar} />
      <div className={`${styles.bar} ${styles.short}`} />
      <div className={`${styles.bar} ${styles.block}`} />
      <div className={styles.bar} />
      <div className={`${styles.bar} ${styles.short}`} />
    </div>
  );
}
