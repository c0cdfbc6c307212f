import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { StrokeIcon } from '../strokeIcon';
import { CheckIcon, CopyIcon } from './copyIcons';
import * as styles from './Demo.css';

/** The demo toolbar's actions: show the code, copy it, show the QR code, open the demo alone. */
export function DemoActions(props: {
  ids: string;
  standalone: string;
  showCode: boolean;
  onToggleCode: () => void;
  copied: boolean;
  onCopy: () => void;
  showQr: boolean;
  onToggleQr: () => void;
}) {
  const t = useT();
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.action}
        aria-expanded={props.showCode}
        aria-controls={`${props.ids}-code`}
        onClick={props.onToggleCode}
      >
        {props.showCode ? t('demo.hideCode') : t('demo.showCode')}
      </button>
      <button
        type="button"
        className={styles.iconAction}
        aria-label={props.copied ? t('demo.copied') : t('demo.copy')}
        title={t('demo.copy')}
        onClick={props.onCopy}
      >
        {props.copied ? <CheckIcon /> : <CopyIcon />}
      </button>
      <button
        type="button"
        className={styles.qrAction}
        aria-label={t('demo.qrCode')}
        title={t('demo.qrCode')}
        aria-expanded={props.showQr}
        aria-controls={`${props.ids}-qr`}
        onClick={props.onToggleQr}
      >
        <QrIcon />
      </button>
      <a
        className={styles.iconAction}
        href={props.standalone}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('demo.openStandalone')}
        title={t('demo.openStandalone')}
      >
        <OpenIcon />
      </a>
    </div>
  );
}

const icon = (children: ReactNode) => <StrokeIcon>{children}</StrokeIcon>;
const QrIcon = () =>
  icon(
    <>
      <rect x="3" y="3" width="7" height="7" />
      <rect x="14" y="3" width="7" height="7" />
      <rect x="3" y="14" width="7" height="7" />
      <path d="M14 14h3v3h-3zM20 14v0M14 20h7M20 17v3" />
    </>,
  );
const OpenIcon = () =>
  icon(<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />);
