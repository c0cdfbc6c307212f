import type { Root as MdastRoot } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from './errors';

const splitFragment = (src: string): [string, string | undefined] => {
  const hash = src.indexOf('#');
  return hash < 0 ? [src, undefined] : [src.slice(0, hash), src.slice(hash + 1)];
};

/**
 * The part of an embedded file its address names, as dumi reads it: `#L3-L9` (lines 3 to 9),
 * `#L3` (line 3), or `#RE-/pattern/flags` (the first match of the pattern).
 */
function embeddedPart(text: string, fragment: string, fail: (reason: string) => Error): string {
  const lines = /^L(\d+)(?:-L(\d+))?$/.exec(fragment);
  if (lines) {
    const all = text.split('\n');
    const first = Number(lines[1]);
    const last = lines[2] === undefined ? first : Number(lines[2]);
    if (first < 1 || last < first || last > all.length)
      throw fail(`lines ${first} to ${last} are not in the file, which has ${all.length} lines`);
    return all.slice(first - 1, last).join('\n');
  }
  const pattern = /^RE-\/(.+)\/([dgimsuy]*)$/.exec(fragment);
  if (pattern) {
    let expression: RegExp;
    try {
      expression = new RegExp(pattern[1]!, pattern[2]!.replace('g', ''));
    } catch (error) {
      throw fail(`invalid regular expression: ${(error as Error).message}`);
    }
    const found = expression.exec(text);
    if (!found) throw fail(`nothing in the file matches /${pattern[1]}/`);
    return found[0];
  }
  throw fail('the part to embed must be #L3, #L3-L9 or #RE-/pattern/');
}

const embedTag = /^<embed\s+src\s*=\s*["']([^"']+)["']\s*\/?>(\s*<\/embed>)?\s*$/i;

/**
 * dumi's `<embed src="../CHANGELOG.md"></embed>`: a block that includes another markdown file.
 * Its content joins the page's tree here, so headings, links and search see it as the page's own.
 */
export function embedFiles(mdast: MdastRoot, file: string, label: string) {
  const embeds: { file: string; text: string; start: number; end: number }[] = [];
  mdast.children = mdast.children.flatMap((node) => {
    // `<embed src="x"></embed>` on its own line is a paragraph of two inline HTML nodes.
    const html =
      node.type === 'html'
        ? node.value
        : node.type === 'paragraph' && node.children.every((c) => c.type === 'html')
          ? node.children.map((c) => (c as { value: string }).value).join('')
          : '';
    const match = embedTag.exec(html.trim());
    if (!match) return [node];
    const [src, fragment] = splitFragment(match[1]!);
    const target = path.resolve(path.dirname(file), src);
    const line = node.position?.start.line;
    if (!existsSync(target))
      throw new ContentError(label, line, undefined, `embedded file ${src} not found`);
    const whole = readFileSync(target, 'utf8');
    const text = fragment
      ? embeddedPart(
          whole,
          fragment,
          (reason) => new ContentError(label, line, undefined, `embed ${match[1]}: ${reason}`),
        )
      : whole;
    embeds.push({
      file: target,
      text,
      start: node.position!.start.offset!,
      end: node.position!.end.offset!,
    });
    const included = fromMarkdown(text, {
      extensions: [gfm(), frontmatter(['yaml'])],
      mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown(['yaml'])],
    });
    // Positions point into the other file; dropping them (down to the inline nodes) keeps
    // messages from naming wrong lines and the markdown copy from reading the page at them.
    const children = included.children.filter((child) => child.type !== 'yaml');
    const forget = (node: { position?: unknown; children?: unknown[] }) => {
      delete node.position;
      for (const child of (node.children ?? []) as (typeof node)[]) forget(child);
    };
    children.forEach(forget);
    return children;
  });
  return embeds;
}
