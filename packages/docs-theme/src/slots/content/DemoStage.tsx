import { useMemo, useState } from 'react';
import { useSlots } from '../../app/SlotsContext';
import { useT } from '../../i18n/useT';
import type { DemoMeta, LiveDemoSource } from '../../types';
import { DemoIframe } from './DemoIframe';
import { framedDemo } from './framedDemo';
import { LiveDemo } from './LiveDemo';
import { lookOf } from './useDemoLook';
import * as styles from './Demo.css';

/**
 * Where the demo runs: its own page in an iframe when the demo asks for one, otherwise the
 * live demo in the phone frame, themed by the demo's look.
 */
export function DemoStage(props: {
  meta: DemoMeta;
  live: LiveDemoSource;
  standalone: string;
  dark: boolean;
  chosen: boolean;
  switches: Readonly<Record<string, boolean>>;
}) {
  const { meta, dark, switches } = props;
  const t = useT();
  const { DemoFrame } = useSlots();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const failed = t('demo.failed');
  // One object while nothing in it changes: each new one re-renders the demo's island.
  const liveProps = useMemo(
    () => ({ DemoFrame, label: failed, id: meta.id, dark, switches, frame }),
    [DemoFrame, failed, meta.id, dark, switches, frame],
  );

  return (
    <div className={styles.stage}>
      {meta.iframe ? (
        <DemoIframe
          src={props.standalone}
          title={meta.title ?? meta.id}
          height={typeof meta.iframe === 'number' ? meta.iframe : 480}
        />
      ) : (
        <div
          ref={setFrame}
          className={styles.phone}
          data-theme={dark ? 'dark' : 'light'}
          data-theme-chosen={props.chosen ? '' : undefined}
          data-demo-frame=""
        >
          <LiveDemo
            id={meta.id}
            source={props.live}
            props={liveProps}
            look={lookOf(dark, switches)}
            render={framedDemo}
          />
        </div>
      )}
    </div>
  );
}
