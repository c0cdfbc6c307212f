import { forwardRef, type MouseEvent, type ReactNode } from 'react';
import { RightIcon } from '../icon/icons';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './List.css';

export type ListItemRef = HTMLLIElement;

export interface ListItemProps extends NativeProps {
  /** The main text of the row. */
  children?: ReactNode;
  /** Content before the main text: an icon or an avatar. */
  prefix?: ReactNode;
  /** A second line under the main text. */
  description?: ReactNode;
  /** Content at the end of the row: a value, a badge or a switch. */
  extra?: ReactNode;
  /**
   * The arrow at the end: `true` shows the default one, a node replaces it.
   * @defaultValue true when the row has `onClick` or `href`
   */
  arrow?: boolean | ReactNode;
  /** Makes the row a link (`<a>`) to this address. */
  href?: string;
  /** Link target, with `href`. */
  target?: string;
  /** Makes the row a button. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /**
   * Blocks taps on a link or button row; it stays focusable and reports `aria-disabled`.
   * @defaultValue false
   */
  disabled?: boolean;
}

/** One row of a List: a link, a button, or plain content. */
export const ListItem = forwardRef<ListItemRef, ListItemProps>(function ListItem(
  { children, prefix, description, extra, arrow, href, target, onClick, disabled = false, ...rest },
  ref,
) {
  const link = href !== undefined;
  const actionable = link || onClick !== undefined;
  const showArrow = arrow ?? actionable;
  const inner = (
    <>
      {prefix !== undefined && <span className={styles.prefix}>{prefix}</span>}
      <span className={styles.main}>
        <span>{children}</span>
        {description !== undefined && <span className={styles.description}>{description}</span>}
      </span>
      {extra !== undefined && <span className={styles.extra}>{extra}</span>}
      {showArrow !== false && (
        <span className={styles.arrow} aria-hidden>
          {showArrow === true ? <RightIcon /> : showArrow}
        </span>
      )}
    </>
  );
  const className = cx(styles.content, actionable && styles.clickable, disabled && styles.disabled);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  let content: ReactNode;
  if (link) {
    content = (
      // A disabled link drops its href and says so with aria-disabled, and stays in the tab
      // order, as Button does.
      // eslint-disable-next-line jsx-a11y/anchor-is-valid
      <a
        className={className}
        href={disabled ? undefined : href}
        role={disabled ? 'link' : undefined}
        tabIndex={disabled ? 0 : undefined}
        target={target}
        aria-disabled={disabled || undefined}
        onClick={handleClick}
      >
        {inner}
      </a>
    );
  } else if (onClick) {
    content = (
      <button
        type="button"
        className={className}
        aria-disabled={disabled || undefined}
        onClick={handleClick}
      >
        {inner}
      </button>
    );
  } else {
    content = <div className={className}>{inner}</div>;
  }
  return (
    <li ref={ref} {...nativeProps(rest, styles.item)}>
      {content}
    </li>
  );
});
