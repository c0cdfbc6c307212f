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
  const tone = Object.hasOwn(styles.tone, type) ? type : 'info';
  // The type is in the DOM as dumi has it (`type` there, `data-type` here), for styles and tests.
  return (
    <span className={`${styles.badge} ${styles.tone[tone]}`} data-badge="" data-type={tone}>
      {children}
    </span>
  );
}
