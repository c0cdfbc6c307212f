import type { Element, ElementContent, RootContent } from 'hast';
import type { Html, Root as MdastRoot, Nodes, Parent } from 'mdast';
import path from 'node:path';
import { ContentError } from './errors';
import type { SourceTag } from './parse';
import { rawTags, type RawTag } from './rawTags';

/**
 * Demo (`<code src>`) and API (`<API>`) tags are recognised once, here, in the page's raw HTML:
 * each one found is marked with this attribute (its value the tag's line, for messages) and
 * closed right after its start tag, and its place in the source is returned for the markdown
 * copy. The renderer turns only marked elements into blocks, so the page, its markdown copy
 * and `llms.txt` read the same tags whatever their spelling. Closing matters: HTML has no
 * self-closing `<code />` or `<API />`, and would otherwise put the rest of the page inside.
 */
const MARK = 'data-page-tag';

const isPageTag = (tag: RawTag) =>
  (tag.name === 'code' && tag.attributes.has('src')) || tag.name === 'api';

/**
 * Maps an offset in an HTML node's value to one in the page source. The value can lack what
 * starts its lines in the source (a paragraph's indent, a quote's `>`): each line of the value
 * ends as its line of the source does.
 */
function sourceOffset(node: Html, source: string): ((at: number) => number) | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const sourceLines = source.slice(start, end).split('\n');
  const valueLines = node.value.split('\n');
  return (at) => {
    const before = node.value.slice(0, at).split('\n');
    const line = before.length - 1;
    let offset = start;
    for (let i = 0; i < line; i++) offset += sourceLines[i]!.length + 1;
    return offset + sourceLines[line]!.length - valueLines[line]!.length + before[line]!.length;
  };
}

const lineOf = (node: Html, at: number) => {
  const first = node.position?.start.line;
  return first === undefined ? undefined : first + node.value.slice(0, at).split('\n').length - 1;
};

/** The tags of one HTML node: marks and closes them in the node, and returns their places. */
function readNode(
  node: Html,
  next: Nodes | undefined,
  source: string,
  { file, label }: { file: string; label: string },
): SourceTag[] {
  const tags = rawTags(node.value);
  // The mark is the build's: written by hand, it would make any element a demo or API block.
  const forged = tags.find((tag) => tag.attributes.has(MARK));
  if (forged)
    throw new ContentError(
      label,
      lineOf(node, forged.start),
      undefined,
      `${MARK} is set by the build on demo and API tags; remove it from <${forged.name}>`,
    );
  const found = tags.filter(isPageTag);
  if (!found.length) return [];
  const toSource = sourceOffset(node, source);
  const places: SourceTag[] = [];
  let value = '';
  let at = 0;
  for (const tag of found) {
    // Inline, a tag's end tag is the paragraph's next HTML node.
    const endNode =
      tag.tagEnd === node.value.length &&
      next?.type === 'html' &&
      new RegExp(String.raw`^</${tag.name}\s*>$`, 'i').test(next.value)
        ? next
        : undefined;
    const closed = tag.end > tag.tagEnd || endNode !== undefined;
    const line = lineOf(node, tag.start);
    const nameEnd = tag.start + 1 + tag.name.length;
    value += `${node.value.slice(at, nameEnd)} ${MARK}="${line ?? ''}"${node.value.slice(nameEnd, tag.tagEnd)}${closed ? '' : `</${tag.name}>`}`;
    at = tag.tagEnd;
    const end = endNode ? endNode.position?.end.offset : toSource?.(tag.end);
    if (!toSource || end === undefined) continue;
    const place = { start: toSource(tag.start), end };
    places.push(
      tag.name === 'code'
        ? {
            ...place,
            kind: 'demo',
            file: path.resolve(path.dirname(file), tag.attributes.get('src')!),
          }
        : { ...place, kind: 'api', id: tag.attributes.get('id') ?? '' },
    );
  }
  node.value = value + node.value.slice(at);
  return places;
}

/**
 * Reads the demo and API tags of a page's raw HTML (see `MARK`), and returns where they and the
 * embeds sit in the source, for the markdown copy.
 */
export function pageTags(
  mdast: MdastRoot,
  source: string,
  file: { file: string; label: string },
  embeds: { file: string; text: string; start: number; end: number }[],
): SourceTag[] {
  const tags: SourceTag[] = embeds.map(({ start, end, text }) => ({
    start,
    end,
    kind: 'embed',
    text: text.replace(/^---\n[\s\S]*?\n---\n/, ''),
  }));
  const walk = (parent: Parent) =>
    parent.children.forEach((node, index) => {
      if (node.type === 'html')
        tags.push(...readNode(node, parent.children[index + 1], source, file));
      else if ('children' in node) walk(node);
    });
  walk(mdast);
  return tags.sort((a, b) => a.start - b.start);
}

const marked = (node: RootContent | ElementContent): node is Element =>
  node.type === 'element' && typeof node.properties.dataPageTag === 'string';

/** A `<code src>` demo tag the page's tags were read as. */
export const isDemoTag = (node: RootContent | ElementContent): boolean =>
  marked(node) && node.tagName === 'code';

/** An `<API>` tag the page's tags were read as. */
export const isApiTag = (node: RootContent | ElementContent): boolean =>
  marked(node) && node.tagName === 'api';

/** The line of a demo or API tag in the page, when it is known. */
export const tagLine = (node: Element): number | undefined =>
  Number(node.properties.dataPageTag) || undefined;
