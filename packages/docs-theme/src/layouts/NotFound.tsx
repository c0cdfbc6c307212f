import { useLangs, useT } from '../i18n/useT';
import * as styles from './notFound.css';
import { Link } from '../app/Link';

/** Shown for any address no page or demo answers. */
export function NotFound() {
  const t = useT();
  const { chrome } = useLangs();
  return (
    <div className={styles.root} lang={chrome}>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.subtitle}>{t('notFound.subtitle')}</p>
      <Link className={styles.back} to="/">
        {t('notFound.back')}
      </Link>
    </div>
  );
}
