import { Fragment } from 'react';
import { Anchor } from './Anchor';
import { parseInline, type InlineNode } from './parseInline';

function renderNodes(nodes: InlineNode[]) {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
    if (node.kind === 'code') return <code key={index}>{node.text}</code>;
    if (node.kind !== 'link') {
      const Tag = node.kind;
      return <Tag key={index}>{renderNodes(node.children)}</Tag>;
    }
    return (
      <Anchor key={index} href={node.href}>
        {renderNodes(node.children)}
      </Anchor>
    );
  });
}

/** Text written with inline markdown (a prop's JSDoc), rendered as elements and escaped text. */
export function InlineMarkdown({ text }: { text: string }) {
  return <>{renderNodes(parseInline(text))}</>;
}
