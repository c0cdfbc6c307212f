import { forwardRef, useId, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
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
  /**
   * Makes the header a button: its title becomes a `<button>` whose tap target covers the
   * header, reached with Tab and pressed with Enter or Space. Needs a `title`. Ignored with
   * `href` or `onClick`, which make the whole card one control already.
   */
  onHeaderClick?: (event: MouseEvent<HTMLElement>) => void;
  /**
   * Called when the body is tapped, except on a control inside it. A pointer convenience: the
   * body is not a control, so offer the same action to the keyboard and screen readers too (the
   * title through `onHeaderClick`, or a footer button). Ignored with `href` or `onClick`.
   */
  onBodyClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Extra class on the header. */
  headerClassName?: string;
  /** Inline style on the header. */
  headerStyle?: CSSProperties;
  /** Extra class on the body. */
  bodyClassName?: string;
  /** Inline style on the body. */
  bodyStyle?: CSSProperties;
  /** The body. */
  children?: ReactNode;
}

// A tap on a control in the body is that control's alone, as with a clickable card.
const CONTROLS = 'a[href], button, input, select, textarea, label, [tabindex]';

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
    onHeaderClick,
    onBodyClick,
    headerClassName,
    headerStyle,
    bodyClassName,
    bodyStyle,
    children,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const actionable = href !== undefined || onClick !== undefined;
  if ((actionable || onHeaderClick) && (title === undefined || title === null || title === '')) {
    warn(
      'Card',
      '`href`, `onClick` and `onHeaderClick` make the title a link or button; give the card a `title`.',
    );
  }
  if (actionable && (onHeaderClick || onBodyClick)) {
    warn(
      'Card',
      '`onHeaderClick` and `onBodyClick` are ignored with `href` or `onClick`: the card is one link or button already, and a control inside it would nest one control in another.',
    );
  }
  const headerAction = !actionable && title ? onHeaderClick : undefined;
  const bodyAction = actionable ? undefined : onBodyClick;
  const hasHeader = Boolean(title || icon || extra);
  const hasBody = children !== undefined && children !== null && children !== false;
  let titleContent = title;
  if ((actionable || headerAction) && title) {
    titleContent =
      href !== undefined ? (
        <a className={styles.action} href={href} target={target} onClick={onClick}>
          {title}
        </a>
      ) : (
        <button type="button" className={styles.action} onClick={onClick ?? headerAction}>
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
        <div
          className={cx(
            styles.header,
            hasBody && headerDivider && styles.headerDivider,
            headerAction !== undefined && styles.headerAction,
            headerClassName,
          )}
          style={headerStyle}
        >
          {icon && <span className={styles.icon}>{icon}</span>}
          <div id={titleId} className={styles.title}>
            {titleContent}
          </div>
          {extra !== undefined && <div className={styles.extra}>{extra}</div>}
        </div>
      )}
      {hasBody && (
        // The body is no control (it holds controls of its own): its tap is a pointer shortcut
        // for an action the title or the footer offers the keyboard.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div
          className={cx(styles.body, bodyAction !== undefined && styles.bodyAction, bodyClassName)}
          style={bodyStyle}
          onClick={
            bodyAction &&
            ((event) => {
              const control = (event.target as Element).closest(CONTROLS);
              if (!control || !event.currentTarget.contains(control)) bodyAction(event);
            })
          }
        >
          {children}
        </div>
      )}
      {footer !== undefined && footer !== null && <div className={styles.footer}>{footer}</div>}
    </div>
  );
});
