import type { InlineNode } from '@tessera/docs-theme/types';

/**
 * What a reader sees of a description, for search records, where a result shows text
 * (`Loading while onClick is pending`, not `` `onClick` ``).
 */
export function plainText(nodes: InlineNode[]): string {
  return nodes
    .map((node) =>
      typeof node === 'string' ? node : node.kind === 'code' ? node.text : plainText(node.children),
    )
    .join('');
}

// Characters that would start markup if written as they are: escaped, so the text reads back
// as itself. An underscore inside a word never starts emphasis.
const markdownSyntax = /[\\`*[\]<]|&(?=#?\w+;)|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;

/** A description written back as markdown, for the page's markdown copy. */
export function markdownText(nodes: InlineNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node.replace(markdownSyntax, '\\$&');
      if (node.kind === 'code') return codeSpan(node.text);
      const inner = markdownText(node.children);
      if (node.kind === 'link')
        return `[${inner}](${/[\s()<>]/.test(node.href) ? `<${node.href}>` : node.href})`;
      return node.kind === 'em' ? `*${inner}*` : `**${inner}**`;
    })
    .join('');
}

/** A code span fenced by more backticks than any run inside it. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = /^`|`$/.test(text) || /^ .* $/.test(text) ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}
