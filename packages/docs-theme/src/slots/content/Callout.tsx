import { useId, type ReactNode } from 'react';
import type { CalloutType } from '../../types';
import { useLangs, useT } from '../../i18n/useT';
import { StrokeIcon } from '../strokeIcon';
import * as styles from './Callout.css';

const tones: Record<CalloutType, keyof typeof styles.tone> = {
  info: 'info',
  note: 'info',
  tip: 'success',
  success: 'success',
  important: 'important',
  warning: 'warning',
  caution: 'error',
  error: 'error',
};

/** Circle with "i", check, star, triangle with "!", circle with "!": one shape per tone. */
const icons: Record<keyof typeof styles.tone, ReactNode> = {
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </>
  ),
  important: <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  warning: (
    <>
      <path d="M10.3 4.2 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
      <path d="M12 10v4M12 17h.01" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v6M12 16h.01" />
    </>
  ),
};

/**
 * A callout (`:::warning`, `> [!NOTE]`): a complementary landmark named by its heading, which
 * is the author's title or the type's name in the interface language.
 */
export function Callout({
  type,
  title,
  children,
}: {
  type: CalloutType;
  title?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const { chrome } = useLangs();
  const id = useId();
  const tone = tones[type] ?? 'info';
  return (
    <aside className={`${styles.callout} ${styles.tone[tone]}`} aria-labelledby={id}>
      <p className={styles.title} id={id} lang={title === undefined ? chrome : undefined}>
        <span className={styles.icon}>
          <StrokeIcon>{icons[tone]}</StrokeIcon>
        </span>
        {title ?? t(`callout.${type}`)}
      </p>
      {children}
    </aside>
  );
}
