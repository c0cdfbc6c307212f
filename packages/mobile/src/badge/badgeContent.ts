import type { ReactNode } from 'react';
import { warn } from '../internal/warn';

interface BadgeShown {
  /** What the badge shows: `null` shows nothing, `''` a dot. */
  text: ReactNode;
  /** The number behind the text, when the content is a number. */
  count?: number;
}

/**
 * What a badge shows for its content: a number above `max` becomes `max+`, zero disappears
 * unless `showZero`, and a dot replaces any content. Bad numbers (negative, not finite, not
 * whole) are dropped with a development warning, so a stray value never shows as "NaN".
 */
export function badgeContent(
  content: ReactNode,
  { dot, max, showZero }: { dot: boolean; max: number; showZero: boolean },
): BadgeShown {
  if (typeof content === 'number') {
    if (!Number.isInteger(content) || content < 0) {
      warn('Badge', `content must be a whole number of 0 or more; ${content} shows nothing.`);
      return dot ? { text: '' } : { text: null };
    }
    if (content === 0 && !showZero) return { text: null };
    if (dot) return { text: '', count: content };
    return { text: content > max ? `${max}+` : String(content), count: content };
  }
  if (dot) return { text: '' };
  if (content === null || content === undefined || content === false || content === '')
    return { text: null };
  return { text: content };
}

/** A usable `max`: a whole number of 1 or more, otherwise 99 with a development warning. */
export function normalizeMax(max: number): number {
  if (Number.isInteger(max) && max >= 1) return max;
  warn('Badge', `max must be a whole number of 1 or more; using 99 instead of ${max}.`);
  return 99;
}
