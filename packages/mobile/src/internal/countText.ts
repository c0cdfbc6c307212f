import type { ReactNode } from 'react';

/** What a text field's count shows: the caller's own rendering, or `12/100` with a limit, else `12`. */
export function countText(
  showCount: true | ((count: number, maxLength: number | undefined) => ReactNode),
  count: number,
  maxLength: number | undefined,
): ReactNode {
  if (typeof showCount === 'function') return showCount(count, maxLength);
  return maxLength === undefined ? count : `${count}/${maxLength}`;
}
