import { Fragment } from 'react';
import type { InlineNode } from '../../types';
import { Anchor } from './Anchor';

/**
 * A prop's description, parsed at build time, as elements and escaped text: a description that
 * says `<img onerror=…>` shows those characters.
 */
export function InlineNodes({ nodes }: { nodes: InlineNode[] }) {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
    if (node.kind === 'code') return <code key={index}>{node.text}</code>;
    const children = <InlineNodes nodes={node.children} />;
    if (node.kind === 'link')
      return (
        <Anchor key={index} href={node.href}>
          {children}
        </Anchor>
      );
    const Tag = node.kind;
    return <Tag key={index}>{children}</Tag>;
  });
}
