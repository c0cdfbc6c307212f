import type { ElementContent, RootContent } from 'hast';
import { isDemoTag } from './pageAnchors';

/** Tags that render a block of their own: an API table, a list of the loader's data. */
const BLOCK_TAGS = new Set(['api', 'loader-list']);

/**
 * A demo, an API table or a loader list: a paragraph holding only these is these blocks, not
 * a paragraph (a table or list inside `<p>` is invalid HTML, which the browser would re-nest
 * before hydration).
 */
export function isBlockTag(node: RootContent | ElementContent): boolean {
  return isDemoTag(node) || (node.type === 'element' && BLOCK_TAGS.has(node.tagName));
}

/** Whitespace or a line break between block tags. */
export function isBlank(node: RootContent | ElementContent): boolean {
  return (
    (node.type === 'text' && !node.value.trim()) ||
    (node.type === 'element' && node.tagName === 'br')
  );
}
