export interface AutoSize {
  /** Fewest rows shown. @defaultValue the `rows` prop */
  minRows?: number;
  /** Most rows before the field scrolls. @defaultValue no limit */
  maxRows?: number;
}

interface RowMeasure {
  /** `scrollHeight` of the field measured at its smallest size. */
  scrollHeight: number;
  /** Computed line height, in px. */
  lineHeight: number;
  /** Vertical padding, in px. */
  padding: number;
}

/** The row count that fits the text, within `minRows`..`maxRows`. */
export function autoRows(
  { scrollHeight, lineHeight, padding }: RowMeasure,
  minRows: number,
  maxRows = Number.POSITIVE_INFINITY,
): number {
  if (!(lineHeight > 0) || !(scrollHeight > 0)) return minRows;
  // scrollHeight is rounded to whole pixels, so a pixel over a whole number of lines is noise.
  const needed = Math.ceil((scrollHeight - padding - 1) / lineHeight);
  return Math.max(minRows, Math.min(maxRows, needed));
}

/** The `minRows`/`maxRows` pair for the `autoSize` prop, or `null` when it is off. */
export function resolveAutoSize(
  autoSize: boolean | AutoSize | undefined,
  rows: number,
): { minRows: number; maxRows: number | undefined } | null {
  if (!autoSize) return null;
  const { minRows = rows, maxRows } = autoSize === true ? {} : autoSize;
  return { minRows, maxRows: maxRows === undefined ? undefined : Math.max(minRows, maxRows) };
}
