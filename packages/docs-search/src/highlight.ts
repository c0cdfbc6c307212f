import { findMatches, type FoldedText } from './match';
import type { HighlightText } from './types';

/** Spec section 9: the text before the first match keeps its last 20 characters. */
const SNIPPET_LEAD = 20;
const ELLIPSIS = '...';

/**
 * Splits the text into plain and highlighted pieces. Structured data, never HTML: markup in
 * the text stays plain characters for the UI to render as text.
 * @example highlight(fold('Use a Button'), ['button']) // [{text:'Use a '},{text:'Button',highlighted:true}]
 */
export function highlight(text: FoldedText, tokens: readonly string[]): HighlightText[] {
  return piecesFrom(text.text, 0, findMatches(text, tokens));
}

/**
 * Like `highlight`, but when more than 20 characters precede the first match they are cut to
 * the last 20 after a leading '...'. Characters are code points, so an emoji is never halved.
 */
export function snippet(text: FoldedText, tokens: readonly string[]): HighlightText[] {
  const ranges = findMatches(text, tokens);
  const first = ranges[0];
  if (!first) return piecesFrom(text.text, 0, ranges);
  const lead = leadStart(text.text, first.start);
  if (lead === 0) return piecesFrom(text.text, 0, ranges);
  const pieces = piecesFrom(text.text, lead, ranges);
  const head = pieces[0] as HighlightText;
  pieces[0] = { text: ELLIPSIS + head.text };
  return pieces;
}

/** Offset where the last SNIPPET_LEAD code points before `end` begin. */
function leadStart(text: string, end: number): number {
  let start = end;
  for (let count = 0; count < SNIPPET_LEAD && start > 0; count += 1) {
    const isPair =
      start >= 2 &&
      isLowSurrogate(text.charCodeAt(start - 1)) &&
      isHighSurrogate(text.charCodeAt(start - 2));
    start -= isPair ? 2 : 1;
  }
  return start;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

function piecesFrom(
  text: string,
  from: number,
  ranges: readonly { start: number; end: number }[],
): HighlightText[] {
  const pieces: HighlightText[] = [];
  let cursor = from;
  for (const { start, end } of ranges) {
    if (start > cursor) pieces.push({ text: text.slice(cursor, start) });
    pieces.push({ text: text.slice(start, end), highlighted: true });
    cursor = end;
  }
  if (cursor < text.length) pieces.push({ text: text.slice(cursor) });
  return pieces;
}
