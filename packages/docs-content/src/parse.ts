import type { PageMeta, TocEntry } from '@tessera/docs-theme/types';
import GithubSlugger, { slug } from 'github-slugger';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { raw } from 'hast-util-raw';
import type { Root as MdastRoot, Yaml } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toHast } from 'mdast-util-to-hast';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadDemo, type DemoRef } from './demos';
import { loadHeroDemo } from './heroDemo';
import { ContentError } from './errors';
import { parseFrontmatter, toPageMeta } from './frontmatter';
import { pageIdOf, routePathOf } from './routePath';
import { sanitize } from './sanitize';
import { wrapTables } from './tableRegions';
import { markCallouts } from './callouts';
import { embedFiles } from './embeds';
import { isBlank, isBlockTag } from './blockTags';
import { findInlineDemos, inlineDemoOf } from './inlineDemos';
import { headingDepth, isDemoTag, pageAnchors } from './pageAnchors';
import { markdownLinks, rawTagLines, sourceTags } from './rawTags';

/** `Button.$tab-api.md` is tab `api` of `Button.md`. */
export const TAB_SUFFIX = /\.\$tab-([A-Za-z0-9_-]+)$/;

export interface ApiRef {
  id: string;
  line?: number;
}

/** A tag of the page source that the plain-markdown copy replaces: a demo, an API table or an embed. */
export type SourceTag = { start: number; end: number } & (
  { kind: 'demo'; file: string } | { kind: 'api'; id: string } | { kind: 'embed'; text: string }
);

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
  /** The page's markdown without frontmatter, and the tags in it, for the plain-markdown copy. */
  source: { text: string; offset: number; tags: SourceTag[] };
  /** The route loader module named by the frontmatter `loader` key. */
  loaderFile?: string;
  /** The id of the demo the frontmatter's `hero.demo` names. */
  heroDemo?: string;
  /** Files whose content the page includes with `<embed src>`, so edits to them reach it. */
  embeds: string[];
  warnings: string[];
}

interface ParseOptions {
  root: string;
  docsDir: string;
  routePrefix: Record<string, string>;
  /** ```jsx and ```tsx fences are live demos (dumi's default); false shows them as code. */
  inlineDemos?: boolean;
}

/** Plain text of a node, for headings and titles. */
export function textOf(node: Root | RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child)).join('');
  return '';
}

/**
 * A heading's own words: inline components beside them (`<Badge>2.2.0+</Badge>`) are left out,
 * so the id and the outline read `two-level-nav` and "Two-level nav", as dumi has them.
 */
function headingText(node: RootContent | ElementContent): string {
  if (node.type === 'element' && INLINE_COMPONENTS.has(node.tagName)) return '';
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map(headingText).join('');
  return '';
}

/** The name a page's demos take after: a tab file (`Button.$tab-api.md`) names them after its page. */
function pageNameOf(file: string): string {
  const baseName = path.basename(file, '.md').replace(TAB_SUFFIX, '');
  return baseName === 'index' ? path.basename(path.dirname(file)) : baseName;
}

/** Components a page may write inline, which the theme renders (dumi's built-ins). */
const INLINE_COMPONENTS = new Set(['badge']);

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

  const pageName = pageNameOf(file);
  markCallouts(mdast, source, siteRelative);
  const embeds = embedFiles(mdast, file, siteRelative);
  const tags = sourceTags(mdast, file, embeds);
  const inlineDemos =
    options.inlineDemos === false
      ? []
      : findInlineDemos(mdast, { file, pageLabel: siteRelative, pageName });
  const lineOfTag = rawTagLines(mdast);
  const links = markdownLinks(mdast);
  const { tree, removed } = sanitize(
    raw(toHast(mdast, { allowDangerousHtml: true }) as Root) as Root,
  );
  for (const what of removed) warnings.push(`${siteRelative}: removed ${what} from the content`);
  wrapTables(tree);

  const demos: DemoRef[] = [];
  const apis: ApiRef[] = [];
  const toc: TocEntry[] = [];
  const slugger = new GithubSlugger();
  const explicitIds = new Map<string, number | undefined>();
  const anchors = pageAnchors(tree, file, pageName, lineOfTag);
  for (const demo of inlineDemos)
    if (!anchors.others.has(demo.id))
      anchors.others.set(demo.id, `the inline demo on line ${demo.line ?? '?'}`);
  const lineOf = (node: Element) => node.position?.start.line ?? anchors.lines.get(node);

  const visit = (nodes: RootContent[]): RootContent[] =>
    nodes.flatMap((node): RootContent[] => {
      if (node.type !== 'element') return [node];
      // A paragraph holding only demo, API or list tags is those blocks themselves, not a paragraph
      // (a table inside <p> is invalid HTML, which the browser would re-nest before hydration).
      if (
        node.tagName === 'p' &&
        node.children.some(isBlockTag) &&
        node.children.every((c) => isBlockTag(c) || isBlank(c))
      ) {
        return visit(node.children.filter(isBlockTag) as Element[]);
      }
      const inline = inlineDemoOf(node, inlineDemos);
      // Each once: a page's raw HTML that copies a fence's marker is only that HTML.
      if (inline && !demos.includes(inline)) {
        demos.push(inline);
        return [{ type: 'element', tagName: 'demo', properties: { id: inline.id }, children: [] }];
      }
      if (isDemoTag(node)) {
        const line = lineOf(node);
        const demo = loadDemo({
          src: String(node.properties.src),
          pageFile: file,
          pageLabel: siteRelative,
          pageName,
          line,
          attributes: node.properties,
        });
        // The demo block carries the demo's id as its anchor, and ids are unique in a page (two
        // files with one id are reported, naming both, once the whole site is read).
        // Another file under the same id is reported by the site, naming both files.
        const shown = demos.find((other) => other.id === demo.id && other.file === demo.file);
        if (shown)
          throw new ContentError(
            siteRelative,
            line,
            undefined,
            `demo ${String(node.properties.src)} is already shown${shown.line ? ` on line ${shown.line}` : ''}: a page shows each demo once; link to it with #${demo.id}, or give this tag an id of its own (<code id="…" src>)`,
          );
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
        const title = headingText(node).trim();
        const explicit = typeof node.properties.id === 'string' ? node.properties.id : undefined;
        const line = lineOf(node);
        if (explicit && explicitIds.has(explicit)) {
          throw new ContentError(
            siteRelative,
            line,
            undefined,
            `heading id "${explicit}" is used twice (also on line ${explicitIds.get(explicit)})`,
          );
        }
        const other = explicit ? anchors.others.get(explicit) : undefined;
        if (other)
          throw new ContentError(
            siteRelative,
            line,
            undefined,
            `heading id "${explicit}" is also the id of ${other}: links to it would reach either`,
          );
        // A heading of emoji or symbols only slugs to nothing: it still needs an anchor.
        let id = explicit;
        while (!id || (!explicit && anchors.taken(id)))
          id = slugger.slug(slug(title) ? title : 'section');
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
  const yamlLine = yamlNode?.position?.start.line;
  const heroDemo = loadHeroDemo(fm.hero, {
    file,
    label: siteRelative,
    name: pageName,
    line: yamlLine,
  });
  if (heroDemo) demos.push(heroDemo);
  const title = fm.title ?? firstH1?.title ?? pageName;
  if (!firstH1 && !fm.hero) {
    // Every page needs one main heading, for people and for assistive technology.
    let id = 'page-title';
    while (toc.some((entry) => entry.id === id) || anchors.taken(id))
      id = slugger.slug('page-title');
    tree.children.unshift({
      type: 'element',
      tagName: 'h1',
      properties: { id },
      children: [{ type: 'text', value: title }],
    });
    toc.unshift({ id, depth: 1, title });
  }

  let loaderFile: string | undefined;
  if (typeof data.loader === 'string') {
    loaderFile = path.resolve(path.dirname(file), data.loader);
    if (!existsSync(loaderFile))
      throw new ContentError(
        siteRelative,
        yamlNode?.position?.start.line,
        undefined,
        `loader module ${data.loader} not found`,
      );
  }

  const bodyStart = yamlNode?.position?.end.offset ?? 0;
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
    source: { text: source.slice(bodyStart), offset: bodyStart, tags },
    ...(loaderFile ? { loaderFile } : {}),
    ...(heroDemo ? { heroDemo: heroDemo.id } : {}),
    embeds: embeds.map((embed) => embed.file),
    warnings,
  };
}
