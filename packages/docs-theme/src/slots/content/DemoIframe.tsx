import { useEffect, useState } from 'react';
import { whenNear } from '../../app/demoGate';
import * as styles from './Demo.css';

interface DemoIframeProps {
  /** The demo's own document (`~demos/{id}`). */
  src: string;
  title: string;
  height: number;
}

/**
 * A demo that needs a screen of its own, in its own document. A second document is a second
 * app, so it loads as a live demo does: when it comes near the viewport, not with the page.
 * Without JavaScript the frame is there at once; the demo's document is prerendered.
 */
export function DemoIframe({ src, title, height }: DemoIframeProps) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => (frame ? whenNear(frame, () => setNear(true)) : undefined), [frame]);
  return (
    <>
      <iframe
        ref={setFrame}
        className={`${styles.iframe} ${styles.gatedIframe}`}
        src={near ? src : undefined}
        title={title}
        height={height}
      />
      <noscript>
        <iframe className={styles.iframe} src={src} title={title} height={height} />
      </noscript>
    </>
  );
}
