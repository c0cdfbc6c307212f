import { forwardRef, useId, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './Card.css';
import { warn } from '../internal/warn';

export type CardRef = HTMLDivElement;

export interface CardProps extends NativeProps<
  | '--tm-card-background'
  | '--tm-card-radius'
  | '--tm-card-padding-inline'
  | '--tm-card-divider-color'
> {
  /** Title in the header. With `href` or `onClick` it becomes the card's link or button. */
  title?: ReactNode;
  /** Icon before the title. */
  icon?: ReactNode;
  /** Content at the end of the header: a status, a count or a small action. */
  extra?: ReactNode;
  /** Actions or notes under the body, after a divider. */
  footer?: ReactNode;
  /**
   * A line between the header and the body.
   * @defaultValue true
   */
  headerDivider?: boolean;
  /**
   * Square corners, for a card that spans the screen or sits inside a List.
   * @defaultValue false
   */
  fullBleed?: boolean;
  /**
   * Makes the card a link: its title becomes an `<a>` whose tap target covers the card.
   * Needs a `title`.
   */
  href?: string;
  /** Link target, with `href`. */
  target?: string;
  /**
   * Makes the card a button: its title becomes a `<button>` whose tap target covers the card.
   * Needs a `title`. Buttons in `extra`, the body or `footer` keep their own taps.
   */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** The body. */
  children?: ReactNode;
}

/** A surface that groups a title, content and actions about one subject. */
export const Card = forwardRef<CardRef, CardProps>(function Card(
  {
    title,
    icon,
    extra,
    footer,
    headerDivider = true,
    fullBleed = false,
    href,
    target,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const actionable = href !== undefined || onClick !== undefined;
  if (actionable && (title === undefined || title === null || title === '')) {
    warn(
      'Card',
      '`href` and `onClick` make the title the card’s link or button; give the card a `title`.',
    );
  }
  const hasHeader = Boolean(title || icon || extra);
  const hasBody = children !== undefined && children !== null && children !== false;
  let titleContent = title;
  if (actionable && title) {
    titleContent =
      href !== undefined ? (
        <a className={styles.action} href={href} target={target} onClick={onClick}>
          {title}
        </a>
      ) : (
        <button type="button" className={styles.action} onClick={onClick}>
          {title}
        </button>
      );
  }
  return (
    <div
      ref={ref}
      {...nativeProps(rest, cx(styles.root, fullBleed && styles.fullBleed))}
      aria-labelledby={rest['aria-labelledby'] ?? (title ? titleId : undefined)}
      role={rest['aria-label'] || title ? 'group' : undefined}
    >
      {hasHeader && (
        <div className={cx(styles.header, hasBody && headerDivider && styles.headerDivider)}>
          {icon && <span className={styles.icon}>{icon}</span>}
          <div id={titleId} className={styles.title}>
            {titleContent}
          </div>
          {extra !== undefined && <div className={styles.extra}>{extra}</div>}
        </div>
      )}
      {hasBody && <div className={styles.body}>{children}</div>}
      {footer !== undefined && footer !== null && <div className={styles.footer}>{footer}</div>}
    </div>
  );
});
