/**
 * The heading the reader is in: the last one whose top has passed `offset` (the sticky
 * navbar's height plus a little), or the first heading before any has. At the bottom of the
 * page it is the last heading, whose section may be too short for its top ever to pass.
 */
export function activeHeading(
  tops: readonly { id: string; top: number }[],
  offset: number,
  atBottom = false,
): string | undefined {
  if (atBottom && tops.length > 0) return tops[tops.length - 1]!.id;
  let active = tops[0]?.id;
  for (const { id, top } of tops) {
    if (top <= offset) active = id;
    else break;
  }
  return active;
}

/** Whether a page scrolled by `scrollY` shows its last pixel, allowing for fractional zoom. */
export const scrolledToBottom = (scrollY: number, viewportHeight: number, pageHeight: number) =>
  scrollY > 0 && scrollY + viewportHeight >= pageHeight - 1;
