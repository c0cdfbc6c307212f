import { forwardRef, type ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { badge as english } from '../locale/en-US/badge';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './Badge.css';
import { badgeContent, normalizeMax } from './badgeContent';

export type BadgeRef = HTMLSpanElement;

export interface BadgeProps extends NativeProps<
  | '--tm-badge-color'
  | '--tm-badge-text-color'
  | '--tm-badge-border-color'
  | '--tm-badge-top'
  | '--tm-badge-end'
> {
  /** A count, a short text or a node. Zero, `null` and `''` show nothing. */
  content?: ReactNode;
  /**
   * Counts above this show as `max+`.
   * @defaultValue 99
   */
  max?: number;
  /**
   * Shows a small dot instead of the content.
   * @defaultValue false
   */
  dot?: boolean;
  /**
   * Shows a count of zero instead of hiding the badge.
   * @defaultValue false
   */
  showZero?: boolean;
  /**
   * Colour role of the badge.
   * @defaultValue 'danger'
   */
  color?: 'danger' | 'primary' | 'success' | 'warning';
  /**
   * A ring around the badge, so it reads on busy backgrounds.
   * @defaultValue false
   */
  bordered?: boolean;
  /**
   * What screen readers hear instead of the visible text, e.g. "5 unread messages".
   * @defaultValue the locale's "{count} unread" for a count, "New" for a dot, else the text
   */
  label?: string;
  /** The element the badge sits on, at its top end corner. Without it the badge stands inline. */
  children?: ReactNode;
}

/** A count or a dot on an icon or a list item: unread messages, new content. */
export const Badge = forwardRef<BadgeRef, BadgeProps>(function Badge(
  {
    content,
    max = 99,
    dot = false,
    showZero = false,
    color = 'danger',
    bordered = false,
    label,
    children,
    ...rest
  },
  ref,
) {
  const texts = useLocaleTexts('badge', english);
  const { text, count } = badgeContent(content, { dot, max: normalizeMax(max), showZero });
  const wraps = children !== undefined && children !== null;
  if (text === null && !wraps) return null;
  const spoken =
    label ??
    (count !== undefined
      ? texts.count.replace('{count}', String(count))
      : dot
        ? texts.dot
        : typeof text === 'string'
          ? text
          : undefined);
  return (
    <span ref={ref} {...nativeProps(rest, wraps ? styles.wrapper : styles.standalone)}>
      {children}
      {text !== null && (
        <>
          <span
            aria-hidden
            className={cx(
              styles.badge,
              styles.color[color],
              dot && styles.dot,
              bordered && styles.bordered,
            )}
          >
            {text}
          </span>
          {spoken && <span className={visuallyHidden}>{spoken}</span>}
        </>
      )}
    </span>
  );
});
