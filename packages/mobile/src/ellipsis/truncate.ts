import { graphemes } from '../internal/graphemes';

export type EllipsisDirection = 'start' | 'middle' | 'end';

/** The text with `keep` characters of `parts` kept, cut at the start, middle or end. */
export function cutText(
  parts: readonly string[],
  keep: number,
  direction: EllipsisDirection,
  symbol: string,
): string {
  const total = parts.length;
  if (keep >= total) return parts.join('');
  if (direction === 'start') return symbol + parts.slice(total - keep).join('');
  if (direction === 'end') return parts.slice(0, keep).join('') + symbol;
  const head = Math.ceil(keep / 2);
  return parts.slice(0, head).join('') + symbol + parts.slice(total - (keep - head)).join('');
}

/**
 * The longest cut of `text` that `fits` (as measured by the caller, with whatever follows
 * it, such as an expand button), found by binary search over user-perceived characters, so an
 * emoji, a flag or a CJK character is never split. `null` when the whole text fits.
 */
export function truncate(
  text: string,
  direction: EllipsisDirection,
  fits: (candidate: string) => boolean,
  symbol = '…',
): string | null {
  if (fits(text)) return null;
  const parts = graphemes(text);
  let low = 0;
  let high = parts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(cutText(parts, mid, direction, symbol))) low = mid;
    else high = mid - 1;
  }
  return cutText(parts, low, direction, symbol);
}
