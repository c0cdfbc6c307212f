import type { ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { progress as english } from '../locale/en-US/progress';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { clampPercent } from '../internal/percent';
import { plainText } from '../internal/plainText';
import * as styles from './ProgressCircle.css';

export interface ProgressCircleProps extends NativeProps<
  | '--tm-progress-circle-size'
  | '--tm-progress-circle-track-width'
  | '--tm-progress-circle-track-color'
  | '--tm-progress-circle-fill-color'
> {
  /**
   * Progress from 0 to 100.
   * @defaultValue 0
   */
  percent?: number;
  /**
   * Direction the ring fills in.
   * @defaultValue true
   */
  clockwise?: boolean;
  /**
   * Fill colour role.
   * @defaultValue 'primary'
   */
  color?: 'primary' | 'success' | 'warning' | 'danger';
  /**
   * Content in the centre, such as the percentage. Screen readers say plain text as the value
   * and skip the content itself; for other content, pass `aria-valuetext`.
   */
  children?: ReactNode;
}

/** Progress as a ring, with room for a value or label in the middle. */
export function ProgressCircle({
  percent = 0,
  clockwise = true,
  color = 'primary',
  children,
  'aria-label': ariaLabel,
  ...rest
}: ProgressCircleProps) {
  const texts = useLocaleTexts('progress', english);
  const value = clampPercent(percent);
  return (
    <div
      role="progressbar"
      aria-label={ariaLabel ?? texts.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      // What the centre shows is said here, as its content is hidden from screen readers.
      aria-valuetext={plainText(children)}
      data-anticlockwise={!clockwise || undefined}
      {...nativeProps(rest, styles.root)}
    >
      <svg className={styles.svg} viewBox="0 0 36 36" fill="none" aria-hidden>
        <circle className={styles.track} cx="18" cy="18" r="16" />
        {/* The offset is an SVG attribute, not a style: valid under a strict CSP, right before hydration. */}
        <circle
          className={`${styles.fill} ${styles.color[color]}`}
          cx="18"
          cy="18"
          r="16"
          pathLength={100}
          strokeDashoffset={100 - value}
        />
      </svg>
      {/* Hidden, as the value says it: some screen readers read a progressbar's content too. */}
      {children && (
        <div className={styles.content} aria-hidden>
          {children}
        </div>
      )}
    </div>
  );
}
