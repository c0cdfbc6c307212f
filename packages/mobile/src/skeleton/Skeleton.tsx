import { useEffect, useState, type ReactNode } from 'react';
import { useConfig } from '../config-provider/configContext';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './Skeleton.css';

export interface SkeletonProps extends NativeProps<
  '--tm-skeleton-color' | '--tm-skeleton-radius' | '--tm-skeleton-line-height'
> {
  /**
   * Shows the placeholder; when false the children render instead.
   * @defaultValue true
   */
  loading?: boolean;
  /**
   * Shimmer; off under reduced motion.
   * @defaultValue true
   */
  animated?: boolean;
  /**
   * A round avatar block before the lines.
   * @defaultValue false
   */
  avatar?: boolean;
  /**
   * A wide image block above the lines.
   * @defaultValue false
   */
  image?: boolean;
  /**
   * A title line.
   * @defaultValue true
   */
  title?: boolean;
  /**
   * Number of paragraph lines.
   * @defaultValue 3
   */
  lineCount?: number;
  /**
   * Waits this many ms before showing the placeholder, so fast loads never flash it.
   * @defaultValue 0
   */
  delay?: number;
  /** The real content, shown once `loading` is false. */
  children?: ReactNode;
}

/** Grey blocks in the shape of the content that is loading. */
export function Skeleton({
  loading = true,
  animated = true,
  avatar = false,
  image = false,
  title = true,
  lineCount = 3,
  delay = 0,
  children,
  ...rest
}: SkeletonProps) {
  const { locale } = useConfig();
  const [waited, setWaited] = useState(delay <= 0);
  useEffect(() => {
    if (!loading || delay <= 0) return;
    const timer = setTimeout(() => setWaited(true), delay);
    return () => clearTimeout(timer);
  }, [loading, delay]);

  if (!loading) return <>{children}</>;
  const block = cx(styles.block, animated && styles.animated);
  return (
    <div aria-busy="true" {...nativeProps(rest, undefined)}>
      <span className={visuallyHidden}>{locale.common.loading}</span>
      {waited && (
        <div aria-hidden>
          {image && <span className={cx(block, styles.image)} />}
          <div className={styles.root}>
            {avatar && <span className={cx(block, styles.avatar)} />}
            <div className={styles.lines}>
              {title && <span className={cx(block, styles.title)} />}
              {Array.from({ length: lineCount }, (_, index) => (
                <span key={index} className={block} />
              ))}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
