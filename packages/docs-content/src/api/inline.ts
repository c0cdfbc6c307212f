import type { InlineNode } from '@tessera/docs-theme/types';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/**
 * Addresses a description may link to: site pages (`/components/popup`), anchors on the page,
 * and web pages. Anything else (`javascript:`, `data:`, relative paths the site cannot resolve
 * from a library's source) leaves the link text as plain text.
 */
export function isSafeHref(href: string): boolean {
  if (href.startsWith('#')) return true;
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\');
  return /^https?:\/\/[^\s/]/i.test(href);
}

/**
 * A JSDoc description (CommonMark) as the inline nodes the API table renders: code spans,
 * emphasis, strong emphasis and links to safe addresses. Everything else is its text: markup
 * (`<img onerror>`) stays the characters written, an unsafe link keeps only its label, and
 * paragraphs, list items and headings flow into one line. Runs of white space become one space,
 * as a browser shows them.
 */
export function parseDescription(markdown: string): InlineNode[] {
  const nodes = joinText(inline(fromMarkdown(markdown)));
  const first = nodes[0];
  if (typeof first === 'string') nodes[0] = first.trimStart();
  const last = nodes.at(-1);
  if (typeof last === 'string') nodes[nodes.length - 1] = last.trimEnd();
  return nodes.filter((node) => node !== '');
}

function inline(node: Nodes): InlineNode[] {
  switch (node.type) {
    case 'text':
    case 'html':
      return [node.value];
    case 'inlineCode':
      return [{ kind: 'code', text: node.value }];
    case 'break':
      return [' '];
    case 'emphasis':
    case 'strong': {
      const children = joinText(node.children.flatMap(inline));
      return [{ kind: node.type === 'emphasis' ? 'em' : 'strong', children }];
    }
    case 'link': {
      const children = joinText(node.children.flatMap(inline));
      return isSafeHref(node.url) ? [{ kind: 'link', href: node.url, children }] : children;
    }
    case 'image':
    case 'imageReference':
      return [node.alt ?? ''];
    // A block of code in a description reads as code, on the line.
    case 'code':
      return [' ', { kind: 'code', text: node.value }, ' '];
    default:
      if (!('children' in node)) return [];
      // Blocks (paragraphs, list items) are separated by a space; inline parents are not.
      return node.children.flatMap((child) => {
        const content = inline(child);
        return isBlock(child) ? [' ', ...content, ' '] : content;
      });
  }
}

const isBlock = (node: Nodes) =>
  !['text', 'html', 'inlineCode', 'break', 'emphasis', 'strong', 'delete'].includes(node.type) &&
  !/^(link|image)/.test(node.type);

/** Adjacent texts merged, and white space collapsed as the browser would show it. */
function joinText(nodes: InlineNode[]): InlineNode[] {
  const joined: InlineNode[] = [];
  for (const node of nodes) {
    const last = joined.at(-1);
    if (typeof node === 'string' && typeof last === 'string')
      joined[joined.length - 1] = last + node;
    else joined.push(node);
  }
  return joined
    .map((node) => (typeof node === 'string' ? node.replace(/\s+/g, ' ') : node))
    .filter((node) => node !== '');
}
