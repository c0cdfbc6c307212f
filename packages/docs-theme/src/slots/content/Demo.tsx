import { useId, useMemo, useState } from 'react';
import { useAppData } from '../../app/AppDataContext';
import { basePath } from '../../app/basePath';
import { useSlots } from '../../app/SlotsContext';
import { useLangs, useT } from '../../i18n/useT';
import type { DemoProps } from '../../types';
import { DemoActions } from './DemoActions';
import { DemoCode } from './DemoCode';
import { DemoIframe } from './DemoIframe';
import { DemoQrPanel } from './DemoQrPanel';
import { framedDemo } from './framedDemo';
import { LiveDemo } from './LiveDemo';
import { DemoSwitches } from './demoSwitches';
import { lookOf, useDemoLook } from './useDemoLook';
import { useDemoSource } from './useDemoSource';
import * as styles from './Demo.css';

/**
 * One live demo in a phone frame, with its title, description, source, and switches: the
 * component library's dark theme and the switches of the site's config (`demo.switches`). The dark theme follows the site's colour
 * mode until the visitor sets it for this demo.
 */
export function Demo({ meta, loadSource, ...live }: DemoProps) {
  const t = useT();
  const { chrome } = useLangs();
  const { DemoFrame } = useSlots();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [showQr, setShowQr] = useState(false);
  const { source, showCode, toggleCode, copied, copy } = useDemoSource(loadSource);
  const { dark, chosen, setDark, switches, setSwitch } = useDemoLook();
  const ids = useId();
  const standalone = `${basePath(useAppData().site)}~demos/${meta.id}`;
  const failed = t('demo.failed');
  // One object while nothing in it changes: each new one re-renders the demo's island.
  const liveProps = useMemo(
    () => ({ DemoFrame, label: failed, id: meta.id, dark, switches, frame }),
    [DemoFrame, failed, meta.id, dark, switches, frame],
  );

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
            data-theme-chosen={chosen ? '' : undefined}
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
              dark={{ label: t('demo.darkTheme'), checked: dark, onChange: setDark }}
              switches={switches}
              onSwitch={setSwitch}
            />
          )}
          <DemoActions
            ids={ids}
            standalone={standalone}
            showCode={showCode}
            onToggleCode={toggleCode}
            copied={copied}
            onCopy={copy}
            showQr={showQr}
            onToggleQr={() => setShowQr(!showQr)}
          />
        </div>
        <p role="status" className={copied ? styles.copied : styles.srOnly} lang={chrome}>
          {copied ? t('demo.copied') : ''}
        </p>
        <DemoQrPanel id={`${ids}-qr`} shown={showQr} standalone={standalone} />
      </div>
      <div id={`${ids}-code`} hidden={!showCode}>
        {source && <DemoCode source={source} />}
      </div>
    </section>
  );
}
