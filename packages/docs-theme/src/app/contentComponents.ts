import type { ContentComponents } from '../types';
import { Anchor } from '../slots/content/Anchor';
import { CodeBlock } from '../slots/content/CodeBlock';
import { Heading } from '../slots/content/Heading';

/** How compiled pages render links, headings, code, demos and API tables. */
export function contentComponents(
  Demo: ContentComponents['Demo'],
  API: ContentComponents['API'],
): ContentComponents {
  return { a: Anchor, Heading, CodeBlock, Demo, API };
}
