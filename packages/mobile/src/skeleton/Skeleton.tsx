import { useEffect, useState, type ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { common as englishCommon } from '../locale/en-US/common';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './Skeleton.css';
import { blockSize, cellsOf, type SkeletonCell, type SkeletonRow } from './rowCol';

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
   * A custom layout: rows of blocks, each with its own width, height and shape, replacing the
   * title and paragraph lines (`avatar` and `image` still apply). A row is a number of equal
   * lines, one block, or blocks side by side; a cell with `rows` stacks rows of its own, e.g.
   * `[[{ shape: 'circle', width: 48 }, { rows: [{ width: '40%' }, { width: '80%' }] }]]` for an
   * avatar beside two lines.
   */
  rowCol?: SkeletonRow[];
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
  rowCol,
  delay = 0,
  children,
  ...rest
}: SkeletonProps) {
  const common = useLocaleTexts('common', englishCommon);
  const [waited, setWaited] = useState(delay <= 0);
  // Each new load waits for the delay again, not only the first one.
  if (!loading && waited && delay > 0) setWaited(false);
  useEffect(() => {
    if (!loading || delay <= 0) return;
    const timer = setTimeout(() => setWaited(true), delay);
    return () => clearTimeout(timer);
  }, [loading, delay]);

  if (!loading) return <>{children}</>;
  const surface = cx(styles.surface, animated && styles.animated);
  const block = cx(surface, styles.block);

  const renderRow = (row: SkeletonRow, index: number) => (
    <div key={index} className={styles.row}>
      {cellsOf(row).map(renderCell)}
    </div>
  );
  const renderCell = (cell: SkeletonCell, index: number) =>
    'rows' in cell ? (
      <div key={index} className={styles.column}>
        {cell.rows.map(renderRow)}
      </div>
    ) : (
      <svg
        key={index}
        className={cx(surface, styles.cell, cell.shape === 'circle' && styles.circle)}
        {...blockSize(cell)}
      />
    );

  return (
    <div aria-busy="true" {...nativeProps(rest, undefined)}>
      <span className={visuallyHidden}>{common.loading}</span>
      {waited && (
        <div aria-hidden>
          {image && <span className={cx(block, styles.image)} />}
          <div className={styles.root}>
            {avatar && <span className={cx(block, styles.avatar)} />}
            <div className={styles.lines}>
              {rowCol ? (
                rowCol.map(renderRow)
              ) : (
                <>
                  {title && <span className={cx(block, styles.title)} />}
                  {Array.from({ length: lineCount }, (_, index) => (
                    <span key={index} className={block} />
                  ))}
                </>
              )}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
