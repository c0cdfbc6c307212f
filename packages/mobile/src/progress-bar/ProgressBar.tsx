import type { ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { progress as english } from '../locale/en-US/progress';
import { clampPercent } from '../internal/percent';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { plainText } from '../internal/plainText';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends NativeProps<
  | '--tm-progress-bar-track-color'
  | '--tm-progress-bar-fill-color'
  | '--tm-progress-bar-height'
  | '--tm-progress-bar-buffer-color'
> {
  /**
   * Progress from 0 to 100.
   * @defaultValue 0
   */
  percent?: number;
  /**
   * How far a second, lighter bar behind the value reaches, from 0 to 100: what is ready ahead
   * of it, such as the downloaded part of a video. Never drawn below `percent`, nor while
   * `indeterminate`; screen readers say only `percent`.
   */
  buffer?: number;
  /**
   * Progress of unknown length: a sliding bar, no value.
   * @defaultValue false
   */
  indeterminate?: boolean;
  /**
   * Text after the bar: `true` shows the percentage (none while `indeterminate`), a function
   * renders from the percentage.
   * Screen readers say plain text as the value and skip the text itself; for other content,
   * pass `aria-valuetext`.
   * @defaultValue false
   */
  text?: boolean | ReactNode | ((percent: number) => ReactNode);
  /**
   * Rounded ends.
   * @defaultValue true
   */
  rounded?: boolean;
  /**
   * Fill colour role.
   * @defaultValue 'primary'
   */
  color?: 'primary' | 'success' | 'warning' | 'danger';
}

/** How far along a task is, as a horizontal bar. */
export function ProgressBar({
  percent = 0,
  buffer,
  indeterminate = false,
  text = false,
  rounded = true,
  color = 'primary',
  'aria-label': ariaLabel,
  'aria-valuetext': ariaValueText,
  ...rest
}: ProgressBarProps) {
  const texts = useLocaleTexts('progress', english);
  const value = clampPercent(percent);
  // An indeterminate bar has no percentage to show: `text` true shows none rather than 0%.
  const percentText = indeterminate ? null : `${value}%`;
  // ry is half the bar's height at any height, and rx follows it: round ends, where a large rx
  // alone would clamp to half the fill's width and draw an ellipse.
  const ry = rounded ? '50%' : 0;
  const label =
    text === true ? percentText : typeof text === 'function' ? text(value) : text || null;
  return (
    // The role is on the root, so `aria-*` props name and describe the bar, and touch
    // exploration finds it on the text as well as on the thin track.
    <div
      role="progressbar"
      aria-label={ariaLabel ?? texts.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={indeterminate ? undefined : value}
      // The percentage alone is what `aria-valuenow` says already.
      aria-valuetext={ariaValueText ?? (text === true ? undefined : plainText(label))}
      {...nativeProps(rest, styles.root)}
    >
      <div
        className={styles.track}
        data-rounded={rounded || undefined}
        data-indeterminate={indeterminate || undefined}
      >
        <svg className={`${styles.svg} ${styles.color[color]}`} aria-hidden>
          {buffer !== undefined && !indeterminate && (
            <rect
              className={`${styles.fill} ${styles.buffer}`}
              width={`${Math.max(value, clampPercent(buffer))}%`}
              height="100%"
              ry={ry}
            />
          )}
          <rect
            className={styles.fill}
            width={`${indeterminate ? 40 : value}%`}
            height="100%"
            ry={ry}
          />
        </svg>
      </div>
      {/* Hidden, as the value says it: some screen readers read a progressbar's content too. */}
      {label !== null && label !== false && (
        <span className={styles.text} aria-hidden>
          {label}
        </span>
      )}
    </div>
  );
}
