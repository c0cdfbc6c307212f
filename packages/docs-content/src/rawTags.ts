import type { Root as MdastRoot } from 'mdast';
import path from 'node:path';
import type { SourceTag } from './parse';

/** One start tag written as raw HTML, with its attributes and where it sits in its node. */
interface RawTag {
  /** Lower case, as HTML reads tag and attribute names. */
  name: string;
  attributes: Map<string, string>;
  start: number;
  /** After the start tag, or after its end tag when only white space comes between. */
  end: number;
}

const VALUE = String.raw`(?:"([^"]*)"|'([^']*)'|([^\s"'=<>\x60]+))`;
const START_TAG = new RegExp(
  String.raw`<([A-Za-z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>\x60]+))?)*)\s*/?>`,
  'g',
);
const ATTRIBUTE = new RegExp(String.raw`([^\s"'>/=]+)(?:\s*=\s*${VALUE})?`, 'g');

/**
 * The start tags of a raw HTML node, read with the attribute syntax of HTML: values in double
 * quotes, single quotes or none. Every reader of raw tags (the demo and API tags of the markdown
 * copy, the lines of tags for messages) goes through this one grammar, so a tag the page
 * renders is a tag they find.
 */
export function rawTags(html: string): RawTag[] {
  const tags: RawTag[] = [];
  for (const match of html.matchAll(START_TAG)) {
    const name = match[1]!.toLowerCase();
    const attributes = new Map<string, string>();
    for (const attribute of (match[2] ?? '').matchAll(ATTRIBUTE)) {
      const key = attribute[1]!.toLowerCase();
      if (!attributes.has(key))
        attributes.set(key, attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
    }
    let end = match.index + match[0].length;
    const closing = new RegExp(String.raw`^\s*</${name}\s*>`, 'i').exec(html.slice(end));
    if (closing) end += closing[0].length;
    tags.push({ name, attributes, start: match.index, end });
  }
  return tags;
}

type MdastLike = {
  type: string;
  value?: string;
  position?: { start: { line: number; offset?: number } };
  children?: unknown[];
};

/** Every raw HTML node of a page, in document order. */
function htmlNodes(mdast: MdastRoot): MdastLike[] {
  const nodes: MdastLike[] = [];
  const walk = (node: MdastLike) => {
    if (node.type === 'html' && node.value) nodes.push(node);
    for (const child of (node.children ?? []) as MdastLike[]) walk(child);
  };
  walk(mdast as MdastLike);
  return nodes;
}

/** Where demo, API and embed tags sit in the source, read from the raw HTML nodes only. */
export function sourceTags(
  mdast: MdastRoot,
  file: string,
  embeds: { file: string; text: string; start: number; end: number }[],
): SourceTag[] {
  const tags: SourceTag[] = embeds.map(({ start, end, text }) => ({
    start,
    end,
    kind: 'embed',
    text: text.replace(/^---\n[\s\S]*?\n---\n/, ''),
  }));
  const nodes = htmlNodes(mdast);
  nodes.forEach((node, index) => {
    const offset = node.position?.start.offset;
    if (offset === undefined) return;
    for (const tag of rawTags(node.value!)) {
      const at = { start: offset + tag.start, end: offset + tag.end };
      // Inline, a tag's end tag is an HTML node of its own: it goes with the tag.
      const next = nodes[index + 1];
      if (
        tag.end === node.value!.length &&
        next?.position?.start.offset === at.end &&
        new RegExp(String.raw`^</${tag.name}\s*>$`, 'i').test(next.value!)
      )
        at.end += next.value!.length;
      const src = tag.attributes.get('src');
      const id = tag.attributes.get('id');
      if (tag.name === 'code' && src)
        tags.push({ ...at, kind: 'demo', file: path.resolve(path.dirname(file), src) });
      else if (tag.name === 'api' && id) tags.push({ ...at, kind: 'api', id });
    }
  });
  return tags.sort((a, b) => a.start - b.start);
}

/**
 * Lines of tags written as raw HTML. Elements parsed from raw HTML carry no position, so
 * the nth `<code src="x">` element is found as the nth raw HTML node holding that tag.
 */
export function rawTagLines(mdast: MdastRoot) {
  const nodes = htmlNodes(mdast).map((node) => ({
    tags: rawTags(node.value!),
    line: node.position?.start.line,
  }));
  const seen = new Map<string, number>();
  return (tag: string, attribute: string, value: string): number | undefined => {
    // Tag and attribute names ignore case; the value does not (`Basic.tsx` is not `basic.tsx`).
    const [name, key] = [tag.toLowerCase(), attribute.toLowerCase()];
    const holds = (tags: RawTag[]) =>
      tags.some((t) => t.name === name && t.attributes.get(key) === value);
    const seenKey = `${name} ${key} ${value}`;
    const occurrence = seen.get(seenKey) ?? 0;
    seen.set(seenKey, occurrence + 1);
    return nodes.filter((node) => holds(node.tags))[occurrence]?.line;
  };
}

/** Links written in markdown, with their lines (positions do not survive the HTML pass). */
export function markdownLinks(mdast: MdastRoot): { href: string; line?: number }[] {
  const links: { href: string; line?: number }[] = [];
  const walk = (node: {
    type: string;
    url?: string;
    position?: { start: { line: number } };
    children?: unknown[];
  }) => {
    if ((node.type === 'link' || node.type === 'definition') && node.url)
      links.push({ href: node.url, line: node.position?.start.line });
    for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
  };
  walk(mdast);
  return links;
}
