import type { Root as MdastRoot } from 'mdast';

/** One start tag written as raw HTML, with its attributes and where it sits in its node. */
export interface RawTag {
  /** Lower case, as HTML reads tag and attribute names. */
  name: string;
  attributes: Map<string, string>;
  start: number;
  /** After the start tag. */
  tagEnd: number;
  /** After the start tag, or after its end tag when only white space comes between. */
  end: number;
}

const VALUE = String.raw`(?:"([^"]*)"|'([^']*)'|([^\s"'=<>\x60]+))`;
// A comment is matched too, so that the tags written inside it are skipped as HTML skips them.
// As in HTML, an attribute follows white space or a quoted value (`src="a"title="b"`).
const START_TAG_OR_COMMENT = new RegExp(
  String.raw`<!--[\s\S]*?(?:-->|$)|<([A-Za-z][\w-]*)((?:(?:\s+|(?<=["']))[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>\x60]+))?)*)\s*/?>`,
  'g',
);
const ATTRIBUTE = new RegExp(String.raw`([^\s"'>/=]+)(?:\s*=\s*${VALUE})?`, 'g');

/**
 * The start tags of a raw HTML node, read with the attribute syntax of HTML: values in double
 * quotes, single quotes or none; tags inside comments are not tags. Every reader of raw tags
 * (the demo and API tags, the lines of tags for messages) goes through this one grammar.
 */
export function rawTags(html: string): RawTag[] {
  const tags: RawTag[] = [];
  for (const match of html.matchAll(START_TAG_OR_COMMENT)) {
    if (match[1] === undefined) continue;
    const name = match[1].toLowerCase();
    const attributes = new Map<string, string>();
    for (const attribute of (match[2] ?? '').matchAll(ATTRIBUTE)) {
      const key = attribute[1]!.toLowerCase();
      if (!attributes.has(key))
        attributes.set(key, attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
    }
    const tagEnd = match.index + match[0].length;
    const closing = new RegExp(String.raw`^\s*</${name}\s*>`, 'i').exec(html.slice(tagEnd));
    tags.push({
      name,
      attributes,
      start: match.index,
      tagEnd,
      end: tagEnd + (closing?.[0].length ?? 0),
    });
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

/**
 * Lines of tags written as raw HTML, for elements with an id (demo and API tags carry theirs,
 * see `pageTags`). Elements parsed from raw HTML carry no position, so the nth `<h2 id="x">`
 * element is found as the nth raw HTML node holding that tag.
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
