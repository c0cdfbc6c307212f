import type { ElementContent, RootContent } from 'hast';
import { isApiTag, isDemoTag } from './pageTags';

/**
 * A demo, an API table or a loader list: a paragraph holding only these is these blocks, not
 * a paragraph (a table or list inside `<p>` is invalid HTML, which the browser would re-nest
 * before hydration).
 */
export function isBlockTag(node: RootContent | ElementContent): boolean {
  return (
    isDemoTag(node) || isApiTag(node) || (node.type === 'element' && node.tagName === 'loader-list')
  );
}

/** Whitespace or a line break between block tags. */
export function isBlank(node: RootContent | ElementContent): boolean {
  return (
    (node.type === 'text' && !node.value.trim()) ||
    (node.type === 'element' && node.tagName === 'br')
  );
}
