import type { HighlightText } from '@tessera/docs-search';

/** Search text with its matches marked, rendered as text: never parsed as HTML. */
export function Highlight({ texts }: { texts: readonly HighlightText[] }) {
  return (
    <>
      {texts.map((piece, index) =>
        piece.highlighted ? <mark key={index}>{piece.text}</mark> : piece.text,
      )}
    </>
  );
}
