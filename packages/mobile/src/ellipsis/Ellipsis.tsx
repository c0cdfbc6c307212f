import { useRef, useState } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { ellipsis as english } from '../locale/en-US/ellipsis';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './Ellipsis.css';
import type { EllipsisDirection } from './truncate';
import { useTruncation } from './useTruncation';
import { warn } from '../internal/warn';

export interface EllipsisProps extends NativeProps<
  '--tm-ellipsis-line-height' | '--tm-ellipsis-action-color'
> {
  /** The text. */
  content: string;
  /**
   * Lines shown before the text is cut.
   * @defaultValue 1
   */
  rows?: number;
  /**
   * Where the text is cut.
   * @defaultValue 'end'
   */
  direction?: EllipsisDirection;
  /**
   * Adds a button that shows the whole text, and one that cuts it again.
   * @defaultValue false
   */
  expandable?: boolean;
  /**
   * Label of the button that shows the whole text.
   * @defaultValue the locale's "More"
   */
  expandText?: string;
  /**
   * Label of the button that cuts the text again; `""` shows no such button.
   * @defaultValue the locale's "Less"
   */
  collapseText?: string;
  /**
   * Starts with the whole text shown.
   * @defaultValue false
   */
  defaultExpanded?: boolean;
  /**
   * What stands for the cut text.
   * @defaultValue '…'
   */
  symbol?: string;
}

/**
 * Text cut to a number of lines at its start, middle or end, optionally expandable. Cut at the
 * end without a toggle, it is pure CSS (`line-clamp`), with nothing measured: fit for long lists.
 */
export function Ellipsis({
  content,
  rows = 1,
  direction = 'end',
  expandable = false,
  expandText,
  collapseText,
  defaultExpanded = false,
  symbol = '…',
  ...rest
}: EllipsisProps) {
  const texts = useLocaleTexts('ellipsis', english);
  const root = useRef<HTMLSpanElement>(null);
  const measure = useRef<HTMLSpanElement>(null);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const lines = Number.isInteger(rows) && rows > 0 ? rows : 1;
  if (lines !== rows) {
    warn(
      'Ellipsis',
      `\`rows\` is a whole number of lines (1 or more); using 1 instead of ${String(rows)}.`,
    );
  }
  const cssOnly = direction === 'end' && !expandable && lines <= styles.CSS_ROWS;
  const more = expandText ?? texts.expand;
  const less = collapseText ?? texts.collapse;
  const cut = useTruncation(root, measure, {
    content,
    rows: lines,
    direction,
    symbol,
    suffix: expandable ? ` ${more}` : '',
    enabled: !cssOnly && !expanded,
  });

  const clamped = cx(styles.root, lines <= styles.CSS_ROWS && styles.clamp, styles.rows[lines]);
  if (cssOnly) return <span {...nativeProps(rest, clamped)}>{content}</span>;

  // Before measuring (and on the server) the CSS clamp shows, so nothing jumps at hydration.
  const measuring = cut === undefined && !expanded;
  const truncated = !expanded && typeof cut === 'string';
  const toggle = expandable && (truncated || (expanded && less !== '')) && (
    <button
      type="button"
      className={styles.action}
      aria-expanded={expanded}
      onClick={() => setExpanded(!expanded)}
    >
      {expanded ? less : more}
    </button>
  );
  return (
    <span ref={root} {...nativeProps(rest, measuring ? clamped : styles.root)}>
      {truncated && !expandable ? (
        <>
          <span aria-hidden>{cut}</span>
          <span className={visuallyHidden}>{content}</span>
        </>
      ) : truncated ? (
        cut
      ) : (
        content
      )}
      {toggle}
      <span ref={measure} className={styles.measure} aria-hidden />
    </span>
  );
}
