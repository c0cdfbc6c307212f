import type { ReactNode } from 'react';

/**
 * The text of `node` when it is plain text, such as `"3 of 5"` or `{percent}%` in JSX (an array
 * of a number and a string), so a progress indicator can say what it shows; else `undefined`.
 * A number alone gives none: the percentage screen readers say already reads it better.
 */
export function plainText(node: ReactNode): string | undefined {
  if (typeof node === 'string') return node;
  const parts = Array.isArray(node) ? (node as unknown[]) : [];
  const plain = parts.every((part) => typeof part === 'string' || typeof part === 'number');
  return parts.length > 0 && plain ? parts.join('') : undefined;
}
