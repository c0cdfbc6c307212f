import type { TocEntry } from '@tessera/docs-theme/types';
import type GithubSlugger from 'github-slugger';
import { slug } from 'github-slugger';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { isBlank, isBlockTag } from './blockTags';
import { loadDemo, type DemoRef } from './demos';
import { ContentError } from './errors';
import { inlineDemoOf } from './inlineDemos';
import { headingDepth, type pageAnchors } from './pageAnchors';
import { isApiTag, isDemoTag, tagLine } from './pageTags';

export interface ApiRef {
  id: string;
  line?: number;
}

/** What the content pass needs to know of the page. */
export interface ContentContext {
  file: string;
  /** The page file relative to the site, for messages. */
  siteRelative: string;
  pageName: string;
  inlineDemos: DemoRef[];
  anchors: ReturnType<typeof pageAnchors>;
}

/** Components a page may write inline, which the theme renders (dumi's built-ins). */
const INLINE_COMPONENTS = new Set(['badge']);

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

const block = (tagName: 'demo' | 'api', id: string): Element => ({
  type: 'element',
  tagName,
  properties: { id },
  children: [],
});

/** What the pass has found so far. */
interface Found {
  demos: DemoRef[];
  apis: ApiRef[];
  toc: TocEntry[];
  /** Ids written on headings, with their lines. */
  explicitIds: Map<string, number | undefined>;
}

/** A `<code src>` tag's demo, loaded; each demo is shown once in a page. */
function demoBlock(node: Element, line: number | undefined, context: ContentContext, found: Found) {
  const { siteRelative } = context;
  const demo = loadDemo({
    src: String(node.properties.src),
    pageFile: context.file,
    pageLabel: siteRelative,
    pageName: context.pageName,
    line,
    attributes: node.properties,
  });
  // The demo block carries the demo's id as its anchor, and ids are unique in a page (two
  // files with one id are reported, naming both, once the whole site is read).
  // Another file under the same id is reported by the site, naming both files.
  const shown = found.demos.find((other) => other.id === demo.id && other.file === demo.file);
  if (shown)
    throw new ContentError(
      siteRelative,
      line,
      undefined,
      `demo ${String(node.properties.src)} is already shown${shown.line ? ` on line ${shown.line}` : ''}: a page shows each demo once; link to it with #${demo.id}, or give this tag an id of its own (<code id="…" src>)`,
    );
  found.demos.push(demo);
  return block('demo', demo.id);
}

/** Gives a heading its id, written or slugged, and adds it to the outline. */
function headingId(
  node: Element,
  depth: number,
  line: number | undefined,
  { siteRelative, anchors }: ContentContext,
  found: Found,
  slugger: GithubSlugger,
) {
  const title = headingText(node).trim();
  const explicit = typeof node.properties.id === 'string' ? node.properties.id : undefined;
  const { explicitIds } = found;
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
  found.toc.push({ id, depth, title });
}

/**
 * The content pass: demo and API tags become the theme's blocks, and headings get their ids
 * (written, or slugged from their words without repeating another anchor) and make the
 * outline. Changes the tree in place; `slugger` goes on to the page's generated title.
 */
export function markContent(tree: Root, context: ContentContext, slugger: GithubSlugger) {
  const { inlineDemos, anchors } = context;
  const found: Found = { demos: [], apis: [], toc: [], explicitIds: new Map() };
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
      if (inline && !found.demos.includes(inline)) {
        found.demos.push(inline);
        return [block('demo', inline.id)];
      }
      if (isDemoTag(node)) return [demoBlock(node, lineOf(node), context, found)];
      if (isApiTag(node)) {
        const id = String(node.properties.id ?? '');
        found.apis.push({ id, line: tagLine(node) });
        return [block('api', id)];
      }
      if (node.tagName === 'api' || (node.tagName === 'code' && 'src' in node.properties))
        throw new ContentError(
          context.siteRelative,
          undefined,
          undefined,
          `a <${node.tagName}> tag is written in a form the page cannot read: write it as ${node.tagName === 'api' ? '<API id="…"></API>' : '<code src="…"></code>'}`,
        );
      const depth = headingDepth(node.tagName);
      if (depth) headingId(node, depth, lineOf(node), context, found, slugger);
      node.children = visit(node.children) as ElementContent[];
      return [node];
    });
  tree.children = visit(tree.children);
  return { demos: found.demos, apis: found.apis, toc: found.toc };
}

/**
 * Every page needs one main heading, for people and for assistive technology: a page without
 * one (and without a hero) gets its title as its first heading.
 */
export function addMainHeading(
  tree: Root,
  toc: TocEntry[],
  title: string,
  anchors: ContentContext['anchors'],
  slugger: GithubSlugger,
) {
  let id = 'page-title';
  while (toc.some((entry) => entry.id === id) || anchors.taken(id)) id = slugger.slug('page-title');
  tree.children.unshift({
    type: 'element',
    tagName: 'h1',
    properties: { id },
    children: [{ type: 'text', value: title }],
  });
  toc.unshift({ id, depth: 1, title });
}
