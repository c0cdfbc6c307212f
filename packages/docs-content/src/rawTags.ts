import type { Root as MdastRoot } from 'mdast';
import path from 'node:path';
import type { SourceTag } from './parse';

const demoTagSource = /<code\b[^>]*?\bsrc\s*=\s*["']([^"']+)["'][^>]*>(\s*<\/code>)?/gi;
const apiTagSource = /<API\b[^>]*?\bid\s*=\s*["']([^"']+)["'][^>]*?(\/>|>(\s*<\/API>)?)/gi;

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
  const walk = (node: {
    type: string;
    value?: string;
    position?: { start: { offset?: number } };
    children?: unknown[];
  }) => {
    const offset = node.position?.start.offset;
    if (node.type === 'html' && node.value && offset !== undefined) {
      for (const match of node.value.matchAll(demoTagSource))
        tags.push({
          start: offset + match.index,
          end: offset + match.index + match[0].length,
          kind: 'demo',
          file: path.resolve(path.dirname(file), match[1]!),
        });
      for (const match of node.value.matchAll(apiTagSource))
        tags.push({
          start: offset + match.index,
          end: offset + match.index + match[0].length,
          kind: 'api',
          id: match[1]!,
        });
    }
    for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
  };
  walk(mdast);
  return tags.sort((a, b) => a.start - b.start);
}

/**
 * Lines of tags written as raw HTML. Elements parsed from raw HTML carry no position, so
 * the nth `<code src="x">` element is found as the nth raw HTML node holding that tag.
 */
export function rawTagLines(mdast: MdastRoot) {
  const nodes: { value: string; line?: number }[] = [];
  const walk = (node: {
    type: string;
    value?: string;
    position?: { start: { line: number } };
    children?: unknown[];
  }) => {
    if (node.type === 'html' && node.value)
      nodes.push({ value: node.value, line: node.position?.start.line });
    for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
  };
  walk(mdast);
  const seen = new Map<string, number>();
  return (tag: string, attribute: string, value: string): number | undefined => {
    // Tag and attribute names ignore case; the value does not (`Basic.tsx` is not `basic.tsx`).
    const pattern = new RegExp(
      `<${tag}\\b[^>]*\\b${attribute}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`,
      'gi',
    );
    const holds = (html: string) =>
      [...html.matchAll(pattern)].some((match) => (match[1] ?? match[2] ?? match[3]) === value);
    const key = `${tag} ${attribute} ${value}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return nodes.filter((node) => holds(node.value))[occurrence]?.line;
  };
}
