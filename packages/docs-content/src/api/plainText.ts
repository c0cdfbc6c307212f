import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/**
 * A prop description without its markdown: what a reader sees, for search records, where a
 * result shows text (`Loading while onClick is pending`, not `` `onClick` ``). Markup-like text
 * stays as the characters written; search shows it as text.
 */
export function plainText(markdown: string): string {
  const text = (node: Nodes): string => {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'html')
      return node.value;
    if (node.type === 'break') return ' ';
    if (!('children' in node)) return '';
    const separator = node.type === 'root' || node.type === 'list' ? ' ' : '';
    return node.children.map((child) => text(child)).join(separator);
  };
  return text(fromMarkdown(markdown)).replace(/\s+/g, ' ').trim();
}
