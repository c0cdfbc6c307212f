import { forwardRef, useId, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './List.css';

export type ListRef = HTMLDivElement;

export interface ListProps extends NativeProps<
  | '--tm-list-background'
  | '--tm-list-divider-color'
  | '--tm-list-padding-inline'
  | '--tm-list-radius'
  | '--tm-list-active-background'
> {
  /** Text above the items; it also names the list for screen readers. */
  header?: ReactNode;
  /**
   * `default` spans the width; `card` is inset with rounded corners.
   * @defaultValue 'default'
   */
  mode?: 'default' | 'card';
  /** The `List.Item`s. */
  children?: ReactNode;
}

/** Rows of related content, each a `List.Item`, as a real list. */
export const List = forwardRef<ListRef, ListProps>(function List(
  { header, mode = 'default', children, ...rest },
  ref,
) {
  const headerId = useId();
  const named = header !== undefined && header !== null && header !== '';
  return (
    <div ref={ref} {...nativeProps(rest, styles.root)}>
      {named && (
        <div id={headerId} className={styles.header}>
          {header}
        </div>
      )}
      {/* role="list" keeps list semantics that Safari drops from a ul without bullets. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ul
        role="list"
        aria-labelledby={named ? headerId : undefined}
        className={cx(styles.body, mode === 'card' && styles.card)}
      >
        {children}
      </ul>
    </div>
  );
});
