/**
 * The content the reader sees at the top of the window, kept beside the scroll offset. The
 * offset alone lands on other content whenever the page above it is laid out differently on
 * return: a demo still settling, or a block the browser skipped (`content-visibility`) and
 * sized by its estimate when the reader jumped past it.
 */
export interface ScrollAnchor {
  /** Which block of the content, counted among the children of its root. */
  index: number;
  /** Where that block's top was, from the top of the window (negative when above it). */
  top: number;
}

/** The blocks anchors count: a page's article, or else the main content. */
function contentRoot(): Element | null {
  return document.querySelector('#main-content article') ?? document.getElementById('main-content');
}

/** The block at the top of the window, or none when the window shows no content block. */
export function readAnchor(): ScrollAnchor | undefined {
  const blocks = contentRoot()?.children;
  if (!blocks?.length) return undefined;
  // The first block whose bottom is below the window's top: blocks are laid out in order.
  let low = 0;
  let high = blocks.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (blocks[middle]!.getBoundingClientRect().bottom > 0) high = middle;
    else low = middle + 1;
  }
  if (low === blocks.length) return undefined;
  return { index: low, top: blocks[low]!.getBoundingClientRect().top };
}

/** The scroll offset that puts `anchor`'s block where it was; `fallback` without that block. */
export function anchoredY(anchor: ScrollAnchor | undefined, fallback: number): number {
  const block = anchor ? contentRoot()?.children[anchor.index] : undefined;
  if (!anchor || !block) return fallback;
  return Math.max(0, window.scrollY + block.getBoundingClientRect().top - anchor.top);
}

export const isAnchor = (value: unknown): value is ScrollAnchor =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as ScrollAnchor).index) &&
  (value as ScrollAnchor).index >= 0 &&
  Number.isFinite((value as ScrollAnchor).top);
