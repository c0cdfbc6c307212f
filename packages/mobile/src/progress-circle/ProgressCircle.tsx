import { useId, type ReactNode } from 'react';
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
   * Draws the fill with a gradient instead of `color` and `--tm-progress-circle-fill-color`: the
   * start and end colours, from the top of the ring to its bottom. Any colour the SVG
   * `stop-color` attribute takes, so not `var()`; choose colours that read against the track in
   * each theme you use.
   */
  gradient?: [start: string, end: string];
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
  gradient,
  children,
  'aria-label': ariaLabel,
  ...rest
}: ProgressCircleProps) {
  const texts = useLocaleTexts('progress', english);
  const value = clampPercent(percent);
  // Unique per ring, as two rings on a page would otherwise paint with the first one's gradient.
  const gradientId = useId();
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
        {/* Stop colours are attributes, which a strict CSP allows. The drawing is turned a
            quarter, so its x axis runs from the ring's bottom up to where the arc starts. */}
        {gradient && (
          <linearGradient id={gradientId} x1="1" x2="0">
            <stop stopColor={gradient[0]} />
            <stop offset="1" stopColor={gradient[1]} />
          </linearGradient>
        )}
        <circle className={styles.track} cx="18" cy="18" r="16" />
        {/* The offset is an SVG attribute, not a style: valid under a strict CSP, right before hydration. */}
        <circle
          // A class's stroke would hide the attribute's gradient.
          className={gradient ? styles.fill : `${styles.fill} ${styles.color[color]}`}
          stroke={gradient && `url(#${gradientId})`}
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
