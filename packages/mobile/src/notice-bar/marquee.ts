/** Space between the end of the text and its repeat in a scrolling notice, in px. */
export const MARQUEE_GAP = 48;
import { warn } from '../internal/warn';

/**
 * How long one loop of a scrolling notice takes, in ms: the distance from one copy of the text
 * to the next at `speed` px per second. A speed that is not a positive number falls back to 50
 * with a development warning.
 */
export function marqueeDuration(textWidth: number, speed: number): number {
  let pxPerSecond = speed;
  if (!(Number.isFinite(speed) && speed > 0)) {
    warn(
      'NoticeBar',
      `speed must be a positive number of px per second; using 50 instead of ${speed}.`,
    );
    pxPerSecond = 50;
  }
  return Math.round(((textWidth + MARQUEE_GAP) / pxPerSecond) * 1000);
}

/** The text scrolls only when it is wider than the space for it (a pixel of rounding aside). */
export function overflows(textWidth: number, boxWidth: number): boolean {
  return boxWidth > 0 && textWidth - boxWidth > 1;
}
