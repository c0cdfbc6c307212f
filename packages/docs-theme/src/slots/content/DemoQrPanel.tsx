import { lazy, Suspense } from 'react';
import { useLangs, useT } from '../../i18n/useT';
import * as styles from './Demo.css';

// The QR encoder is only loaded once a visitor asks for the code.
const DemoQrCode = lazy(() => import('./DemoQrCode'));

/** The QR code of the demo's own page, for opening it on a phone, with a hint beneath. */
export function DemoQrPanel(props: { id: string; shown: boolean; standalone: string }) {
  const t = useT();
  const { chrome } = useLangs();
  return (
    <div id={props.id} hidden={!props.shown} className={styles.qr} lang={chrome}>
      {props.shown && (
        <Suspense fallback={<div className={styles.qrPlaceholder} />}>
          <DemoQrCode url={absolute(props.standalone)} label={t('demo.qrCode')} />
        </Suspense>
      )}
      <p className={styles.qrHint}>{t('demo.qrHint')}</p>
    </div>
  );
}

/** The QR code needs the full address; it is only drawn in the browser, after a click. */
const absolute = (path: string) => new URL(path, window.location.href).href;
