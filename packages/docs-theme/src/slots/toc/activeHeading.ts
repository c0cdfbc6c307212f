/**
 * The heading the reader is in: the last one whose top has passed `offset` (the sticky
 * navbar's height plus a little), or the first heading before any has.
 */
export function activeHeading(
  tops: readonly { id: string; top: number }[],
  offset: number,
): string | undefined {
  let active = tops[0]?.id;
  for (const { id, top } of tops) {
    if (top <= offset) active = id;
    else break;
  }
  return active;
}
