import { useId, useState } from 'react';
import { useAppData } from '../../app/AppDataContext';
import { basePath } from '../../app/basePath';
import { useLangs, useT } from '../../i18n/useT';
import type { DemoProps } from '../../types';
import { DemoActions } from './DemoActions';
import { DemoCode } from './DemoCode';
import { DemoQrPanel } from './DemoQrPanel';
import { DemoStage } from './DemoStage';
import { DemoSwitches } from './demoSwitches';
import { useDemoLook } from './useDemoLook';
import { useDemoSource } from './useDemoSource';
import * as styles from './Demo.css';

/**
 * One live demo in a phone frame, with its title, description, source, and switches: the
 * component library's dark theme and the switches of the site's config (`demo.switches`). The
 * dark theme follows the site's colour mode until the visitor sets it for this demo.
 */
export function Demo({ meta, loadSource, ...live }: DemoProps) {
  const t = useT();
  const { chrome } = useLangs();
  const [showQr, setShowQr] = useState(false);
  const { source, showCode, toggleCode, copied, copy } = useDemoSource(loadSource);
  const { dark, chosen, setDark, switches, setSwitch } = useDemoLook();
  const ids = useId();
  const standalone = `${basePath(useAppData().site)}~demos/${meta.id}`;

  return (
    <section className={styles.block} aria-labelledby={`${ids}-title`} id={meta.id}>
      <DemoStage
        meta={meta}
        live={live}
        standalone={standalone}
        dark={dark}
        chosen={chosen}
        switches={switches}
      />
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
