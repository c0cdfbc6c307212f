import type { PageMeta, TocEntry } from '@tessera/docs-theme/types';
import GithubSlugger from 'github-slugger';
import type { ElementContent, Root, RootContent } from 'hast';
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
import type { DemoRef } from './demos';
import { loadHeroDemo } from './heroDemo';
import { ContentError } from './errors';
import { parseFrontmatter, toPageMeta } from './frontmatter';
import { pageIdOf, routePathOf } from './routePath';
import { sanitize } from './sanitize';
import { wrapTables } from './tableRegions';
import { markCallouts } from './callouts';
import { embedFiles } from './embeds';
import { findInlineDemos } from './inlineDemos';
import { addMainHeading, markContent, type ApiRef } from './markContent';
import { pageAnchors } from './pageAnchors';
import { pageTags } from './pageTags';
import { markdownLinks, rawTagLines } from './rawTags';

/** `Button.$tab-api.md` is tab `api` of `Button.md`. */
export const TAB_SUFFIX = /\.\$tab-([A-Za-z0-9_-]+)$/;

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

/** The name a page's demos take after: a tab file (`Button.$tab-api.md`) names them after its page. */
function pageNameOf(file: string): string {
  const baseName = path.basename(file, '.md').replace(TAB_SUFFIX, '');
  return baseName === 'index' ? path.basename(path.dirname(file)) : baseName;
}

/** The frontmatter's values and its node, with warnings about its keys. */
function readFrontmatter(mdast: MdastRoot, siteRelative: string) {
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
  return { data, yamlNode, warnings };
}

/** The route loader module the frontmatter's `loader` names, which must exist. */
function loaderFileOf(
  loader: unknown,
  file: string,
  siteRelative: string,
  line: number | undefined,
): string | undefined {
  if (typeof loader !== 'string') return undefined;
  const loaderFile = path.resolve(path.dirname(file), loader);
  if (!existsSync(loaderFile))
    throw new ContentError(siteRelative, line, undefined, `loader module ${loader} not found`);
  return loaderFile;
}

/** Parses a page's markdown once and derives its metadata, outline, demos and content tree. */
export function parsePage(source: string, file: string, options: ParseOptions): ParsedPage {
  const docsRoot = path.join(options.root, options.docsDir);
  const relativeFile = path.relative(docsRoot, file).split(path.sep).join('/');
  const siteRelative = path.relative(options.root, file).split(path.sep).join('/');

  const mdast: MdastRoot = fromMarkdown(source, {
    extensions: [gfm(), frontmatter(['yaml'])],
    mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown(['yaml'])],
  });

  const { data, yamlNode, warnings } = readFrontmatter(mdast, siteRelative);

  const pageName = pageNameOf(file);
  markCallouts(mdast, source, siteRelative);
  const embeds = embedFiles(mdast, file, siteRelative);
  const tags = pageTags(mdast, source, { file, label: siteRelative }, embeds);
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

  const slugger = new GithubSlugger();
  const anchors = pageAnchors(tree, file, pageName, lineOfTag);
  for (const demo of inlineDemos)
    if (!anchors.others.has(demo.id))
      anchors.others.set(demo.id, `the inline demo on line ${demo.line ?? '?'}`);
  const { demos, apis, toc } = markContent(
    tree,
    { file, siteRelative, pageName, inlineDemos, anchors },
    slugger,
  );

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
  if (!firstH1 && !fm.hero) addMainHeading(tree, toc, title, anchors, slugger);

  const loaderFile = loaderFileOf(data.loader, file, siteRelative, yamlLine);

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
