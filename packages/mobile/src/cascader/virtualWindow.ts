/** Rows rendered beyond the visible ones on each side, so a fast flick does not show blanks. */
const OVERSCAN = 6;

/** The rows to render, `[start, end)`, for a list scrolled to `scrollTop` in a `height` px viewport. */
export function visibleRange(
  count: number,
  rowHeight: number,
  scrollTop: number,
  height: number,
): [number, number] {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + height) / rowHeight);
  return [Math.max(0, first - OVERSCAN), Math.min(count, last + OVERSCAN)];
}

/** The scroll position that brings row `index` fully into view, changing it as little as possible. */
export function scrollToShow(
  index: number,
  rowHeight: number,
  scrollTop: number,
  height: number,
): number {
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + height) return top + rowHeight - height;
  return scrollTop;
}

/**
 * The next enabled row from `from` in `direction`, stopping at the ends (no wrap in long lists);
 * `from` itself when none is enabled that way.
 */
export function nextEnabled(
  disabled: (index: number) => boolean,
  count: number,
  from: number,
  direction: 1 | -1,
): number {
  for (let i = from + direction; i >= 0 && i < count; i += direction) if (!disabled(i)) return i;
  return from;
}

/**
 * The row a key moves the active row of a list to: arrows by one, Home and End to the ends, the
 * page keys by `page` rows; always an enabled row (see nextEnabled). `undefined` for other keys.
 */
export function rowForKey(
  key: string,
  disabled: (index: number) => boolean,
  count: number,
  active: number,
  page: number,
): number | undefined {
  const targets: Record<string, () => number> = {
    ArrowDown: () => nextEnabled(disabled, count, active, 1),
    ArrowUp: () => nextEnabled(disabled, count, active, -1),
    Home: () => nextEnabled(disabled, count, -1, 1),
    End: () => nextEnabled(disabled, count, count, -1),
    PageDown: () => nextEnabled(disabled, count, Math.min(count - 1, active + page) - 1, 1),
    PageUp: () => nextEnabled(disabled, count, Math.max(0, active - page) + 1, -1),
  };
  return targets[key]?.();
}
