import { graphemes } from '../internal/graphemes';

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/u;

/**
 * The initials shown for a name: the first letters of the first and last words ("Ada
 * Lovelace" → "AL"), the first letter of a single word, and the first character of a CJK name
 * (family name first, so "王小明" → "王"). Empty for a blank name.
 */
export function initialsOf(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = graphemes(words[0]!)[0]!;
  if (words.length === 1 || CJK.test(first)) return first.toLocaleUpperCase();
  const last = graphemes(words[words.length - 1]!)[0]!;
  return (first + last).toLocaleUpperCase();
}

/** How many avatars a group shows and how many it folds into "+N". */
export function splitGroup(
  count: number,
  max: number | undefined,
): { shown: number; rest: number } {
  if (max === undefined || !Number.isFinite(max) || max >= count) return { shown: count, rest: 0 };
  const shown = Math.max(0, Math.floor(max));
  return { shown, rest: count - shown };
}
