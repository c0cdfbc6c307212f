/** A length: px as a number, or a number with a unit. */
export type SkeletonLength = number | `${number}${'px' | '%' | 'em' | 'rem' | 'vw' | 'vh' | 'ch'}`;

/** One grey block of a `rowCol` layout. */
export interface SkeletonBlock {
  /** Width; when unset, the row's unsized blocks share its free width. */
  width?: SkeletonLength;
  /** Height; when unset, a line's height (`--tm-skeleton-line-height`, 16px). */
  height?: SkeletonLength;
  /**
   * `'rect'` has the rounded corners of a line; `'circle'` is round, as wide as it is high
   * (40px when neither is given).
   */
  shape?: 'rect' | 'circle';
}

/** A cell holding rows of its own, e.g. two lines beside an avatar; it takes the width left. */
export interface SkeletonColumn {
  rows: SkeletonRow[];
}

export type SkeletonCell = SkeletonBlock | SkeletonColumn;

/** A row of `rowCol`: a number of equal lines, one cell, or cells side by side. */
export type SkeletonRow = number | SkeletonCell | SkeletonCell[];

const LENGTH = /^\d*\.?\d+(px|%|em|rem|vw|vh|ch)?$/;
const CIRCLE = 40;

/**
 * A length as an SVG `width`/`height` attribute value, or `undefined` for anything that is not
 * a non-negative length (the block then takes its default size instead of a broken one).
 */
export function toAttribute(length: SkeletonLength | undefined): string | undefined {
  if (typeof length === 'number')
    return Number.isFinite(length) && length >= 0 ? `${length}` : undefined;
  return typeof length === 'string' && LENGTH.test(length.trim()) ? length.trim() : undefined;
}

/** The cells of a row; a count gives that many equal lines, and a negative count none. */
export function cellsOf(row: SkeletonRow): SkeletonCell[] {
  if (typeof row === 'number')
    return Array.from({ length: Math.max(0, Math.floor(row) || 0) }, () => ({}));
  return Array.isArray(row) ? row : [row];
}

/** The `width` and `height` attributes of a block; a circle is square. */
export function blockSize(block: SkeletonBlock): { width?: string; height?: string } {
  const width = toAttribute(block.width);
  const height = toAttribute(block.height);
  if (block.shape !== 'circle') return { width, height };
  const side = width ?? height ?? `${CIRCLE}`;
  return { width: width ?? side, height: height ?? side };
}
