import { useMemo, useState } from 'react';
import { useSlots } from '../app/SlotsContext';
import { useColorMode } from '../color-mode/useColorMode';
import { useT } from '../i18n/useT';
import { phone } from '../slots/content/Demo.css';
import { NO_SWITCHES } from '../slots/content/demoSwitches';
import { framedDemo } from '../slots/content/framedDemo';
import { LiveDemo } from '../slots/content/LiveDemo';
import type { DemoProps } from '../types';
import * as styles from './home.css';

/**
 * The home page's demo in its phone frame, beside the hero: live, in the site's colour mode,
 * without a demo's toolbar. Prerendered like every demo, so it takes its room before its code
 * loads, and its code loads as an island once the page runs.
 */
export function HeroDemo({ meta, loadSource: _source, ...live }: DemoProps) {
  const t = useT();
  const { DemoFrame } = useSlots();
  const { mode } = useColorMode();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const dark = mode === 'dark';
  const failed = t('demo.failed');
  const liveProps = useMemo(
    () => ({ DemoFrame, label: failed, id: meta.id, dark, switches: NO_SWITCHES, frame }),
    [DemoFrame, failed, meta.id, dark, frame],
  );
  return (
    <section
      id={meta.id}
      className={styles.heroDemo}
      aria-label={t('home.preview', { title: meta.title ?? meta.id })}
    >
      <div
        ref={setFrame}
        className={`${phone} ${styles.heroPhone}`}
        data-theme={dark ? 'dark' : 'light'}
        data-demo-frame=""
      >
        <LiveDemo
          id={meta.id}
          source={live}
          props={liveProps}
          look={dark ? 'dark' : 'light'}
          render={framedDemo}
        />
      </div>
    </section>
  );
}
