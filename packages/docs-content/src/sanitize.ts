import type { Element, Root, RootContent } from 'hast';
import { sanitize as sanitizeTree } from 'hast-util-sanitize';
import { contentSchema } from './contentSchema';

/** The element as the schema would keep it on its own, or undefined if it goes. */
function kept(node: Element): Element | undefined {
  const alone: Element = { ...node, children: [] };
  const result = sanitizeTree(alone, contentSchema);
  return result.type === 'element' ? result : undefined;
}

/**
 * What the schema leaves out of the tree, as warnings name it: `<iframe>`, `onClick on <p>`,
 * `href="javascript:…" on <a>` (a value shows what went, but a handler's is only code).
 */
function removals(children: RootContent[], removed: string[]) {
  for (const node of children) {
    if (node.type !== 'element') continue;
    const safe = kept(node);
    if (!safe) removed.push(`<${node.tagName}>`);
    else
      for (const [key, value] of Object.entries(node.properties)) {
        if (value === undefined || value === null || String(safe.properties[key]) === String(value))
          continue;
        removed.push(
          typeof value === 'string' && !/^on/i.test(key)
            ? `${key}="${value.slice(0, 40)}" on <${node.tagName}>`
            : `${key} on <${node.tagName}>`,
        );
      }
    if (safe || !contentSchema.strip?.includes(node.tagName)) removals(node.children, removed);
  }
}

/**
 * Keeps of page content only what an allow-list names (see `contentSchema`): no script, no
 * event handlers, no inline styles (the site's CSP forbids them), no `javascript:` or similar
 * URLs, and no element or attribute nobody thought of. Authors are trusted, but a pasted snippet
 * should not be able to do harm. Returns the cleaned tree and what was removed, for warnings.
 */
export function sanitize(tree: Root): { tree: Root; removed: string[] } {
  const removed: string[] = [];
  removals(tree.children, removed);
  return { tree: sanitizeTree(tree, contentSchema) as Root, removed };
}
