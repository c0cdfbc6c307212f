type Segmenter = { segment(text: string): Iterable<{ segment: string }> };

let segmenter: Segmenter | null | undefined;

function getSegmenter(): Segmenter | null {
  if (segmenter === undefined) {
    const Intl_ = (
      globalThis as { Intl?: { Segmenter?: new (l?: string, o?: object) => Segmenter } }
    ).Intl;
    segmenter = Intl_?.Segmenter
      ? new Intl_.Segmenter(undefined, { granularity: 'grapheme' })
      : null;
  }
  return segmenter;
}

/**
 * The user-perceived characters of `text`: a flag, a family emoji or a letter with its accents
 * is one. Without `Intl.Segmenter` (older browsers) it falls back to code points, which still
 * keeps surrogate pairs together.
 */
export function graphemes(text: string): string[] {
  const seg = getSegmenter();
  return seg ? Array.from(seg.segment(text), (part) => part.segment) : Array.from(text);
}

/** How many characters a person would count in `text`. */
export function countGraphemes(text: string): number {
  return graphemes(text).length;
}

/** `text` cut to at most `max` characters, never splitting one; unchanged without a limit. */
export function clampGraphemes(text: string, max: number | undefined): string {
  if (max === undefined || !Number.isFinite(max) || max < 0) return text;
  // A string with no more UTF-16 units than the limit cannot have more characters.
  if (text.length <= max) return text;
  const parts = graphemes(text);
  return parts.length <= max ? text : parts.slice(0, max).join('');
}
