/**
 * The index of the last section whose top (px from the top of the viewport) has reached
 * `line`, else the first: the section a scroll-spy reports.
 */
export function sectionAt(tops: readonly number[], line: number): number {
  let index = 0;
  tops.forEach((top, i) => {
    if (top <= line) index = i;
  });
  return index;
}
