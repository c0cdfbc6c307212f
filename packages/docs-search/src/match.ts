/**
 * Literal, case-insensitive matching. User text is never turned into a RegExp: tokens are found
 * with indexOf on case-folded, NFC-normalised text, so `(`, `.*` or `a|b` are plain characters.
 * Chinese, Japanese and Korean text has no spaces, so a token simply matches as a substring.
 */

import { MAX_QUERY_LENGTH } from './types';

// Without the `u` flag these classes see UTF-16 code units, which is what finds a lone half.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** JavaScript's `\s` covers space, tab, newlines, NBSP, U+3000 and the other Unicode spaces. */
const WHITESPACE = /\s+/;

/**
 * Splits what the user typed into distinct tokens: NFC, lower case, split on any whitespace,
 * lone surrogates dropped (they would render as U+FFFD), duplicates removed.
 * @example tokenize('Button  BUTTON\u3000按钮') // ['button', '按钮']
 */
export function tokenize(keywords: string): string[] {
  const text = keywords
    .slice(0, MAX_QUERY_LENGTH)
    .replace(LONE_SURROGATE, '')
    .normalize('NFC')
    .toLowerCase();
  return [...new Set(text.split(WHITESPACE).filter(Boolean))];
}

/**
 * A text prepared for matching once, at load time. `folded` is the lower-cased NFC text;
 * `origin[i]` is the offset in `text` of folded code unit i (plus a final entry for the end),
 * needed only when lower-casing changed the length (e.g. 'İ' becomes 'i̇').
 */
export interface FoldedText {
  text: string;
  folded: string;
  origin?: number[];
}

export function fold(raw: string): FoldedText {
  const text = raw.normalize('NFC');
  const folded = text.toLowerCase();
  if (folded.length === text.length) return { text, folded };
  const origin: number[] = [];
  let offset = 0;
  for (const char of text) {
    const lower = char.toLowerCase();
    for (let i = 0; i < lower.length; i += 1) origin.push(offset);
    offset += char.length;
  }
  origin.push(offset);
  return { text, folded, origin };
}

/**
 * How well a token matched a text, the best of its occurrences: a whole word ('to' in 'Pull to
 * refresh'), the start of a word ('butt' in 'Button'), or only inside a word ('on' in
 * 'Button'). A word ends where letters or digits meet anything else, where a lower-case letter
 * meets an upper-case one (`popupRole`), and around every Chinese, Japanese or Korean character,
 * since those scripts write no spaces.
 */
export const WHOLE_WORD = 1;
export const WORD_START = 0.5;
/**
 * Small enough that any number of inner matches of a query (at most 200 characters) weighs
 * less than one word-start match in body text: such hints follow every hint that matched a word.
 */
export const INSIDE_WORD = 1e-6;

/**
 * Many texts joined into one string, so a token is found across all of them with a few native
 * indexOf calls instead of one call per text. Texts are joined with '\n': no token holds
 * whitespace, so no match can span two texts.
 */
interface Haystack {
  /** Adds to `scores[owner]` the quality of the token's best match in the owner's text, if any. */
  score(token: string, scores: Float64Array): void;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;

// A character's class: bit 1 letter or digit, bit 2 lower case, bit 4 upper case, bit 8 CJK.
// ASCII, nearly all of the text, skips the Unicode expressions.
function classOf(char: string): number {
  const code = char.charCodeAt(0);
  if (code < 128) {
    if (code >= 97 && code <= 122) return 3;
    if (code >= 65 && code <= 90) return 5;
    return code >= 48 && code <= 57 ? 1 : 0;
  }
  if (CJK.test(char)) return 9;
  if (!WORD_CHAR.test(char)) return 0;
  return 1 | (LOWER.test(char) ? 2 : 0) | (UPPER.test(char) ? 4 : 0);
}

/**
 * `bounds[i]` is 1 where a word starts or ends between code units i - 1 and i of `text`
 * (`text` as written, so `popupRole` shows its inner word). Surrogate halves count as the
 * characters they belong to.
 */
export function wordBounds(text: string): Uint8Array {
  const bounds = new Uint8Array(text.length + 1);
  bounds[0] = 1;
  bounds[text.length] = 1;
  let previous = 0;
  let offset = 0;
  for (const char of text) {
    const current = classOf(char);
    if (
      offset > 0 &&
      ((current & 1) !== (previous & 1) ||
        (current | previous) & 8 ||
        (previous & 2 && current & 4))
    )
      bounds[offset] = 1;
    previous = current;
    offset += char.length;
  }
  return bounds;
}

/** @param texts `[owner, text]`, one text per owner, owners ascending. */
export function createHaystack(texts: readonly (readonly [number, FoldedText])[]): Haystack {
  const owners = Int32Array.from(texts, ([owner]) => owner);
  const starts = new Int32Array(texts.length + 1);
  let length = 0;
  texts.forEach(([, text], i) => {
    starts[i] = length;
    length += text.folded.length + 1;
  });
  starts[texts.length] = length;
  const joined = texts.map(([, text]) => text.folded).join('\n');
  // Word bounds come from the text as written; where lower-casing changed its length, the
  // folded text's own bounds (without camel case) stand in.
  const bounds = wordBounds(
    texts
      .map(([, text]) => (text.folded.length === text.text.length ? text.text : text.folded))
      .join('\n'),
  );

  /** Index of the text holding offset `at`: the last start at or before it. */
  const textAt = (at: number) => {
    let low = 0;
    let high = texts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] as number) <= at) low = mid;
      else high = mid - 1;
    }
    return low;
  };

  const quality = (at: number, end: number) =>
    bounds[at] ? (bounds[end] ? WHOLE_WORD : WORD_START) : INSIDE_WORD;

  return {
    score(token, scores) {
      let at = joined.indexOf(token);
      while (at !== -1) {
        const text = textAt(at);
        const next = starts[text + 1] as number;
        let best = 0;
        // Later occurrences in this text may match better, up to a whole word.
        for (; at !== -1 && at < next && best < WHOLE_WORD; at = joined.indexOf(token, at + 1)) {
          best = Math.max(best, quality(at, at + token.length));
        }
        const owner = owners[text] as number;
        scores[owner] = (scores[owner] as number) + best;
        if (at !== -1 && at < next) at = joined.indexOf(token, next);
      }
    },
  };
}

interface MatchRange {
  start: number;
  end: number;
}

/**
 * Non-overlapping matches in offsets of the original text, left to right; where several tokens
 * start at the same place the longest wins. Every range folds to exactly one token, so the
 * highlighted pieces never straddle two tokens.
 */
export function findMatches(text: FoldedText, tokens: readonly string[]): MatchRange[] {
  const { folded, origin } = text;
  const at = (i: number) => (origin ? (origin[i] as number) : i);
  // A folded match must start and end on a boundary of an original character.
  const isBoundary = (i: number) =>
    !origin || i === 0 || i === folded.length || at(i) !== at(i - 1);

  const found: MatchRange[] = [];
  for (const token of tokens) {
    for (let i = folded.indexOf(token); i !== -1; i = folded.indexOf(token, i + 1)) {
      const end = i + token.length;
      if (isBoundary(i) && isBoundary(end)) found.push({ start: i, end });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);

  const ranges: MatchRange[] = [];
  let reached = 0;
  for (const range of found) {
    if (range.start < reached) continue;
    ranges.push({ start: at(range.start), end: at(range.end) });
    reached = range.end;
  }
  return ranges;
}
