/**
 * The index under a finger at `y` px down a column of `count` equal rows that is `height` px
 * tall: clamped to the first and last, so a scrub past either end stays there.
 */
export function indexAt(y: number, height: number, count: number): number {
  if (count <= 0 || height <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.floor((y / height) * count)));
}

/** The row a key moves a vertical index to from `current`, or `undefined` for other keys. */
export function sliderKey(key: string, current: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return Math.min(last, current + 1);
    case 'ArrowUp':
    case 'ArrowLeft':
      return Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}
