import { forwardRef, useId, type ReactNode, type Ref } from 'react';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './Divider.css';
import { warn } from '../internal/warn';

/** A `div`, or a `span` when vertical so it can sit inside a line of text. */
export type DividerRef = HTMLElement;

export interface DividerProps extends NativeProps<
  '--tm-divider-color' | '--tm-divider-text-color' | '--tm-divider-gap'
> {
  /** Text or nodes inside a horizontal line. A vertical divider has none. */
  children?: ReactNode;
  /**
   * Where the content sits on the line. Left and right mirror in right-to-left layouts, like text.
   * @defaultValue 'center'
   */
  contentPosition?: 'left' | 'center' | 'right';
  /**
   * A horizontal line between blocks, or a short vertical one between inline items.
   * @defaultValue 'horizontal'
   */
  direction?: 'horizontal' | 'vertical';
  /**
   * Draws the line dashed.
   * @defaultValue false
   */
  dashed?: boolean;
}

/** A thin line that separates content, with an optional label on it. */
export const Divider = forwardRef<DividerRef, DividerProps>(function Divider(
  { children, contentPosition = 'center', direction = 'horizontal', dashed = false, ...rest },
  ref,
) {
  const labelId = useId();
  const vertical = direction === 'vertical';
  // What React renders as nothing (a `cond && label` that is false, an empty string) is no content.
  const hasChildren = children != null && typeof children !== 'boolean' && children !== '';
  if (vertical && hasChildren) {
    warn('Divider', 'a vertical divider shows no content; children are ignored.');
  }
  const hasContent = !vertical && hasChildren;
  const Tag = vertical ? 'span' : 'div';
  return (
    <Tag
      // The tag varies, so the ref is typed by what both tags are.
      ref={ref as Ref<HTMLDivElement>}
      role="separator"
      aria-orientation={direction}
      aria-labelledby={hasContent ? labelId : undefined}
      {...nativeProps(
        rest,
        cx(
          vertical ? styles.vertical : styles.horizontal,
          hasContent && styles.position[contentPosition],
          styles.lineStyle[dashed ? 'dashed' : 'solid'],
        ),
      )}
    >
      {hasContent && (
        <span id={labelId} className={styles.content}>
          {children}
        </span>
      )}
    </Tag>
  );
});
