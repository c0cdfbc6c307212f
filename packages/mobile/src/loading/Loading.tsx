import type { ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { common as englishCommon } from '../locale/en-US/common';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './Loading.css';

export interface LoadingProps extends NativeProps<'--tm-loading-size' | '--tm-loading-color'> {
  /**
   * Indicator style.
   * @defaultValue 'spinner'
   */
  type?: 'spinner' | 'dots';
  /**
   * Colour preset; `inherit` follows the text colour.
   * @defaultValue 'default'
   */
  color?: 'default' | 'primary' | 'white' | 'inherit';
  /**
   * Puts the text under the indicator.
   * @defaultValue false
   */
  vertical?: boolean;
  /**
   * Covers its container (the screen) with a dimmed layer that blocks taps.
   * @defaultValue false
   */
  fullScreen?: boolean;
  /** Text next to the indicator; without it, screen readers hear the locale's "Loading". */
  children?: ReactNode;
}

/** Shows that something is in progress. Announced politely; the animation stops under reduced motion. */
export function Loading({
  type = 'spinner',
  color = 'default',
  vertical = false,
  fullScreen = false,
  children,
  ...rest
}: LoadingProps) {
  const common = useLocaleTexts('common', englishCommon);
  return (
    <div
      role="status"
      aria-live="polite"
      data-vertical={vertical || fullScreen || undefined}
      {...nativeProps(rest, cx(styles.root, styles.tint[color], fullScreen && styles.fullScreen))}
    >
      {type === 'dots' ? (
        <span className={styles.dots} aria-hidden>
          <span className={styles.dot} />
          <span className={styles.dot} />
          <span className={styles.dot} />
        </span>
      ) : (
        <svg
          className={styles.spinner}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          aria-hidden
        >
          <path d="M12 3a9 9 0 1 0 9 9" strokeLinecap="round" />
        </svg>
      )}
      {children ?? <span className={visuallyHidden}>{common.loading}</span>}
    </div>
  );
}
