import { useRouteError } from 'react-router';
import { useT } from '../i18n/useT';
import * as styles from './notFound.css';

/** A page that failed to load: what went wrong and a way out, never a white page. */
export function ErrorScreen() {
  const error = useRouteError();
  const t = useT();
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <div role="alert" className={styles.root}>
      <h1 className={styles.title}>{t('error.title')}</h1>
      <p className={styles.subtitle}>{detail}</p>
      <button type="button" className={styles.back} onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </div>
  );
}
