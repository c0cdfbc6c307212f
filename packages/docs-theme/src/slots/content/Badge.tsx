import type { ReactNode } from 'react';
import * as styles from './Badge.css';

/** dumi's inline `<Badge type="warning">2.2.0+</Badge>`, beside a heading or in text. */
export function Badge({
  type,
  children,
}: {
  type: keyof typeof styles.tone;
  children?: ReactNode;
}) {
  return (
    <span className={`${styles.badge} ${styles.tone[type] ?? styles.tone.info}`}>{children}</span>
  );
}
