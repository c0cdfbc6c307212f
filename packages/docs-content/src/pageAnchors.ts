import type { Element, ElementContent, Root, RootContent } from 'hast';
import path from 'node:path';
import { demoIdOf } from './demos';
import { isDemoTag, tagLine } from './pageTags';

export const headingDepth = (tag: string) => (/^h[1-6]$/.test(tag) ? Number(tag[1]) : 0);

/**
 * The ids a page's headings must not take: its demos' ids (the demo block carries it) and the
 * ids written on other elements, each with a description for messages. Also the lines of the
 * raw tags that have no position, read once in document order.
 */
export function pageAnchors(
  tree: Root,
  file: string,
  pageName: string,
  lineOfTag: (tag: string, attribute: string, value: string) => number | undefined,
) {
  const others = new Map<string, string>();
  const headingIds = new Set<string>();
  const lines = new Map<Element, number | undefined>();
  const walk = (nodes: (RootContent | ElementContent)[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      const explicit = typeof node.properties.id === 'string' ? node.properties.id : undefined;
      if (isDemoTag(node)) {
        const src = String(node.properties.src);
        const line = tagLine(node);
        lines.set(node, line);
        const id = explicit ?? demoIdOf(pageName, path.resolve(path.dirname(file), src));
        if (!others.has(id)) others.set(id, `the demo ${src}${line ? ` on line ${line}` : ''}`);
      } else if (explicit) {
        const line = node.position?.start.line ?? lineOfTag(node.tagName, 'id', explicit);
        lines.set(node, line);
        if (headingDepth(node.tagName)) headingIds.add(explicit);
        else if (!others.has(explicit))
          others.set(explicit, `the <${node.tagName}>${line ? ` on line ${line}` : ''}`);
      }
      walk(node.children);
    }
  };
  walk(tree.children);
  return {
    others,
    lines,
    /** Whether a generated heading id would repeat an id the page already has. */
    taken: (id: string) => others.has(id) || headingIds.has(id),
  };
}
