import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { useAppData } from '../../app/AppDataContext';
import { basePath } from '../../app/basePath';
import { useSlots } from '../../app/SlotsContext';
import { useColorMode } from '../../color-mode/useColorMode';
import { useLangs, useT } from '../../i18n/useT';
import type { DemoProps, DemoSource } from '../../types';
import { StrokeIcon } from '../strokeIcon';
import { DemoCode } from './DemoCode';
import { DemoIframe } from './DemoIframe';
import { framedDemo } from './framedDemo';
import { LiveDemo } from './LiveDemo';
import { CheckIcon, CopyIcon } from './copyIcons';
import { DemoSwitches, NO_SWITCHES } from './demoSwitches';
import { useCopy } from './useCopy';
import * as styles from './Demo.css';

const DemoQrCode = lazy(() => import('./DemoQrCode'));

/**
 * One live demo in a phone frame, with its title, description, source, and switches: the
 * component library's dark theme and the switches of the site's config (`demo.switches`). The dark theme follows the site's colour
 * mode until the visitor sets it for this demo.
 */
export function Demo({ meta, loadSource, ...live }: DemoProps) {
  const t = useT();
  const { chrome } = useLangs();
  const { DemoFrame } = useSlots();
  const { mode } = useColorMode();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [showCode, setShowCode] = useState(false);
  const [showQr, setShowQr] = useState(false);
  const [source, setSource] = useState<DemoSource | null>(null);
  const { copied, copy: copyText } = useCopy();
  const [chosenDark, setChosenDark] = useState<boolean | null>(null);
  const [switches, setSwitches] = useState(NO_SWITCHES);
  const ids = useId();
  const dark = chosenDark ?? mode === 'dark';
  const standalone = `${basePath(useAppData().site)}~demos/${meta.id}`;
  const failed = t('demo.failed');
  // One object while nothing in it changes: each new one re-renders the demo's island.
  const liveProps = useMemo(
    () => ({ DemoFrame, label: failed, id: meta.id, dark, switches, frame }),
    [DemoFrame, failed, meta.id, dark, switches, frame],
  );

  const ensureSource = async () => {
    if (source) return source;
    const loaded = (await loadSource()).default;
    setSource(loaded);
    return loaded;
  };

  const toggleCode = async () => {
    if (!showCode) await ensureSource();
    setShowCode(!showCode);
  };

  const copy = async () => {
    const { code } = await ensureSource();
    // No clipboard at all: the code is shown, to copy by hand.
    if (!(await copyText(code))) setShowCode(true);
  };

  return (
    <section className={styles.block} aria-labelledby={`${ids}-title`} id={meta.id}>
      <div className={styles.stage}>
        {meta.iframe ? (
          <DemoIframe
            src={standalone}
            title={meta.title ?? meta.id}
            height={typeof meta.iframe === 'number' ? meta.iframe : 480}
          />
        ) : (
          <div
            ref={setFrame}
            className={styles.phone}
            data-theme={dark ? 'dark' : 'light'}
            data-theme-chosen={chosenDark === null ? undefined : ''}
            data-demo-frame=""
          >
            <LiveDemo
              id={meta.id}
              source={live}
              props={liveProps}
              look={lookOf(dark, switches)}
              render={framedDemo}
            />
          </div>
        )}
      </div>
      <div className={styles.info}>
        <h3 id={`${ids}-title`} className={styles.title}>
          {meta.title ?? meta.id}
        </h3>
        {meta.description && <p className={styles.description}>{meta.description}</p>}
        <noscript>
          <p className={styles.description} lang={chrome}>
            {t('demo.needsJs')}
          </p>
        </noscript>
        <div className={styles.toolbar} lang={chrome}>
          {!meta.iframe && (
            <DemoSwitches
              dark={{ label: t('demo.darkTheme'), checked: dark, onChange: setChosenDark }}
              switches={switches}
              onSwitch={(name, on) => setSwitches((current) => ({ ...current, [name]: on }))}
            />
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.action}
              aria-expanded={showCode}
              aria-controls={`${ids}-code`}
              onClick={toggleCode}
            >
              {showCode ? t('demo.hideCode') : t('demo.showCode')}
            </button>
            <button
              type="button"
              className={styles.iconAction}
              aria-label={copied ? t('demo.copied') : t('demo.copy')}
              title={t('demo.copy')}
              onClick={copy}
            >
              {copied ? <CheckIcon /> : <CopyIcon />}
            </button>
            <button
              type="button"
              className={styles.qrAction}
              aria-label={t('demo.qrCode')}
              title={t('demo.qrCode')}
              aria-expanded={showQr}
              aria-controls={`${ids}-qr`}
              onClick={() => setShowQr(!showQr)}
            >
              <QrIcon />
            </button>
            <a
              className={styles.iconAction}
              href={standalone}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('demo.openStandalone')}
              title={t('demo.openStandalone')}
            >
              <OpenIcon />
            </a>
          </div>
        </div>
        <p role="status" className={copied ? styles.copied : styles.srOnly} lang={chrome}>
          {copied ? t('demo.copied') : ''}
        </p>
        <div id={`${ids}-qr`} hidden={!showQr} className={styles.qr} lang={chrome}>
          {showQr && (
            <Suspense fallback={<div className={styles.qrPlaceholder} />}>
              <DemoQrCode url={absolute(standalone)} label={t('demo.qrCode')} />
            </Suspense>
          )}
          <p className={styles.qrHint}>{t('demo.qrHint')}</p>
        </div>
      </div>
      <div id={`${ids}-code`} hidden={!showCode}>
        {source && <DemoCode source={source} />}
      </div>
    </section>
  );
}

/** What the prerendered markup must match: the dark theme and every switch turned on. */
const lookOf = (dark: boolean, switches: Readonly<Record<string, boolean>>) =>
  [
    dark ? 'dark' : 'light',
    ...Object.keys(switches)
      .filter((name) => switches[name])
      .sort(),
  ].join(' ');

/** The QR code needs the full address; it is only drawn in the browser, after a click. */
const absolute = (path: string) => new URL(path, window.location.href).href;

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
