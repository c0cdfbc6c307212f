import { useEffect } from 'react';
import { ChunkLoadError, CssChunkLoadError } from '../app/chunkLoad';
import { claimAutoReload } from '../app/reloadGuard';
import { useRouteError } from '../app/routeView';
import { useLangs, useT } from '../i18n/useT';
import * as styles from './notFound.css';

const isChunkError = (error: unknown) =>
  error instanceof ChunkLoadError || error instanceof CssChunkLoadError;

/**
 * A chunk that is gone or unreadable after a redeploy is fixed by reloading once. One that
 * never answered is not: reloading would only wait another 120 s, so the visitor decides.
 */
const reloadMayHelp = (error: unknown) =>
  isChunkError(error) && !(error instanceof ChunkLoadError && error.type === 'timeout');

/**
 * A page that failed to load: what went wrong and a way out, never a white page. A missing
 * chunk usually means the site was redeployed; the page reloads once by itself to fetch the
 * new files, and shows this message if that does not help.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const t = useT();
  const { chrome } = useLangs();

  useEffect(() => {
    if (reloadMayHelp(error) && claimAutoReload()) window.location.reload();
  }, [error]);

  const code = error instanceof CssChunkLoadError ? error.code : undefined;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <div role="alert" className={styles.root} lang={chrome}>
      <h1 className={styles.title}>{t('error.title')}</h1>
      <p className={styles.subtitle}>
        {offline ? t('error.offline') : isChunkError(error) ? t('loading.chunk') : null}
      </p>
      <p className={styles.detail}>
        {code && <code>{code} </code>}
        {detail}
      </p>
      <button type="button" className={styles.back} onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </div>
  );
}
