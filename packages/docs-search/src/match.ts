/**
 * Literal, case-insensitive matching. User text is never turned into a RegExp: tokens are found
 * with indexOf on case-folded, NFC-normalised text, so `(`, `.*` or `a|b` are plain characters.
 * Chinese, Japanese and Korean text has no spaces, so a token simply matches as a substring.
 */

/** Longer input is cut: nobody types more, and a pasted novel must not stall the worker. */
export const MAX_QUERY_LENGTH = 200;

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
 * Many folded texts joined into one string, so a token is found across all of them with a few
 * native indexOf calls instead of one call per text. Texts are joined with '\n': no token holds
 * whitespace, so no match can span two texts.
 */
export interface Haystack {
  /** Adds 1 to `counts[owner]` if the owner's text contains the token, however often. */
  count(token: string, counts: Uint16Array): void;
}

/** @param texts `[owner, folded text]`, one text per owner, owners ascending. */
export function createHaystack(texts: readonly (readonly [number, string])[]): Haystack {
  const owners = Int32Array.from(texts, ([owner]) => owner);
  const starts = new Int32Array(texts.length + 1);
  let length = 0;
  texts.forEach(([, text], i) => {
    starts[i] = length;
    length += text.length + 1;
  });
  starts[texts.length] = length;
  const joined = texts.map(([, text]) => text).join('\n');

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

  return {
    count(token, counts) {
      for (let at = joined.indexOf(token); at !== -1;) {
        const text = textAt(at);
        const owner = owners[text] as number;
        counts[owner] = (counts[owner] as number) + 1;
        // The rest of this text cannot add a hit for this token.
        at = joined.indexOf(token, starts[text + 1] as number);
      }
    },
  };
}

export interface MatchRange {
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
