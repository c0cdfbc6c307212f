import type { PageMeta, TocEntry } from '@tessera/docs-theme/types';
import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { raw } from 'hast-util-raw';
import type { Root as MdastRoot, Yaml } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toHast } from 'mdast-util-to-hast';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import path from 'node:path';
import { loadDemo, type DemoRef } from './demos';
import { ContentError } from './errors';
import { parseFrontmatter, toPageMeta } from './frontmatter';
import { pageIdOf, routePathOf } from './routePath';
import { sanitize } from './sanitize';

export interface ApiRef {
  id: string;
  line?: number;
}

/** Everything derived from one parse of a page file. */
export interface ParsedPage {
  file: string;
  /** Path inside the docs folder: 'components/Button.md'. */
  relativeFile: string;
  routePath: string;
  meta: PageMeta;
  toc: TocEntry[];
  demos: DemoRef[];
  apis: ApiRef[];
  /** Every link of the content, with its line, for checking. */
  links: { href: string; line?: number }[];
  /** The content tree: sanitised, headings with ids, demo and API elements marked. */
  tree: Root;
  warnings: string[];
}

export interface ParseOptions {
  root: string;
  docsDir: string;
  routePrefix: Record<string, string>;
}

/** Plain text of a node, for headings and titles. */
export function textOf(node: Root | RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child)).join('');
  return '';
}

const headingDepth = (tag: string) => (/^h[1-6]$/.test(tag) ? Number(tag[1]) : 0);

/** Parses a page's markdown once and derives its metadata, outline, demos and content tree. */
export function parsePage(source: string, file: string, options: ParseOptions): ParsedPage {
  const docsRoot = path.join(options.root, options.docsDir);
  const relativeFile = path.relative(docsRoot, file).split(path.sep).join('/');
  const siteRelative = path.relative(options.root, file).split(path.sep).join('/');

  const mdast: MdastRoot = fromMarkdown(source, {
    extensions: [gfm(), frontmatter(['yaml'])],
    mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown(['yaml'])],
  });

  const warnings: string[] = [];
  let data: Record<string, unknown> = {};
  const yamlNode = mdast.children.find((node): node is Yaml => node.type === 'yaml');
  if (yamlNode) {
    const result = parseFrontmatter(
      yamlNode.value,
      siteRelative,
      yamlNode.position?.start.line ?? 1,
    );
    data = result.data;
    warnings.push(...result.warnings);
  }

  const lineOfTag = rawTagLines(mdast);
  const links = markdownLinks(mdast);
  const tree = raw(toHast(mdast, { allowDangerousHtml: true }) as Root) as Root;
  for (const removed of sanitize(tree))
    warnings.push(`${siteRelative}: removed ${removed} from the content`);

  const pageName =
    path.basename(file, '.md') === 'index'
      ? path.basename(path.dirname(file))
      : path.basename(file, '.md');
  const demos: DemoRef[] = [];
  const apis: ApiRef[] = [];
  const toc: TocEntry[] = [];
  const slugger = new GithubSlugger();
  const explicitIds = new Map<string, number | undefined>();

  const visit = (nodes: RootContent[]): RootContent[] =>
    nodes.flatMap((node): RootContent[] => {
      if (node.type !== 'element') return [node];
      // A paragraph holding only demo tags is the demos themselves, not a paragraph.
      if (
        node.tagName === 'p' &&
        node.children.some(isDemoTag) &&
        node.children.every((c) => isDemoTag(c) || isBlank(c))
      ) {
        return visit(node.children.filter(isDemoTag) as Element[]);
      }
      if (isDemoTag(node)) {
        const line =
          node.position?.start.line ?? lineOfTag('code', 'src', String(node.properties.src));
        const demo = loadDemo({
          src: String(node.properties.src),
          pageFile: file,
          pageLabel: siteRelative,
          pageName,
          line,
          attributes: node.properties,
        });
        demos.push(demo);
        return [{ type: 'element', tagName: 'demo', properties: { id: demo.id }, children: [] }];
      }
      if (node.tagName === 'api') {
        const id = String(node.properties.id ?? '');
        apis.push({ id, line: node.position?.start.line ?? lineOfTag('api', 'id', id) });
        return [
          {
            type: 'element',
            tagName: 'api',
            properties: { id: String(node.properties.id ?? '') },
            children: [],
          },
        ];
      }
      const depth = headingDepth(node.tagName);
      if (depth) {
        const title = textOf(node).trim();
        const explicit = typeof node.properties.id === 'string' ? node.properties.id : undefined;
        const line =
          node.position?.start.line ??
          (explicit ? lineOfTag(node.tagName, 'id', explicit) : undefined);
        if (explicit && explicitIds.has(explicit)) {
          throw new ContentError(
            siteRelative,
            line,
            undefined,
            `heading id "${explicit}" is used twice (also on line ${explicitIds.get(explicit)})`,
          );
        }
        const id = explicit ?? slugger.slug(title);
        if (explicit) explicitIds.set(explicit, line);
        node.properties.id = id;
        toc.push({ id, depth, title });
      }
      node.children = visit(node.children) as ElementContent[];
      return [node];
    });
  tree.children = visit(tree.children);

  const firstH1 = toc.find((entry) => entry.depth === 1);
  const fm = toPageMeta(data);
  const title = fm.title ?? firstH1?.title ?? pageName;
  if (!firstH1 && !fm.hero) {
    // Every page needs one main heading, for people and for assistive technology.
    tree.children.unshift({
      type: 'element',
      tagName: 'h1',
      properties: { id: 'page-title' },
      children: [{ type: 'text', value: title }],
    });
    toc.unshift({ id: 'page-title', depth: 1, title });
  }

  const meta: PageMeta = {
    ...fm,
    id: pageIdOf(options.docsDir, relativeFile),
    title,
    filename: siteRelative,
  };
  return {
    file,
    relativeFile,
    routePath: routePathOf(relativeFile, options.routePrefix),
    meta,
    toc,
    demos,
    apis,
    links,
    tree,
    warnings,
  };
}

/**
 * Lines of tags written as raw HTML. Elements parsed from raw HTML carry no position, so
 * the nth `<code src="x">` element is found as the nth raw HTML node holding that tag.
 */
function rawTagLines(mdast: MdastRoot) {
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
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(
      `<${tag}\\b[^>]*\\b${attribute}\\s*=\\s*["']?${escaped}(["'\\s>]|$)`,
      'i',
    );
    const key = `${tag} ${attribute} ${value}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return nodes.filter((node) => pattern.test(node.value))[occurrence]?.line;
  };
}

/** Links written in markdown, with their lines (positions do not survive the HTML pass). */
function markdownLinks(mdast: MdastRoot): ParsedPage['links'] {
  const links: ParsedPage['links'] = [];
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

function isDemoTag(node: RootContent | ElementContent): boolean {
  return (
    node.type === 'element' && node.tagName === 'code' && typeof node.properties.src === 'string'
  );
}

function isBlank(node: RootContent | ElementContent): boolean {
  return (
    (node.type === 'text' && !node.value.trim()) ||
    (node.type === 'element' && node.tagName === 'br')
  );
}
