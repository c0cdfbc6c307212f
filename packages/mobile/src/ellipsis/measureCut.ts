import { truncate, type EllipsisDirection } from './truncate';

/**
 * Finds the cut of `content` that fills `rows` lines by writing candidates into `probe` (a
 * hidden element with the text's width and font) and reading its height. One line's height is
 * measured the same way, so any font and line height work. Leaves `probe` empty.
 */
export function measureCut(
  probe: HTMLElement,
  content: string,
  rows: number,
  direction: EllipsisDirection,
  symbol: string,
  suffix: string,
): string | null {
  const heightOf = (text: string) => {
    probe.textContent = text;
    return probe.scrollHeight;
  };
  const limit = heightOf('X') * rows + 0.5;
  const cut = truncate(content, direction, (text) => heightOf(text + suffix) <= limit, symbol);
  probe.textContent = '';
  return cut;
}
