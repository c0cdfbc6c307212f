import type { SearchPage } from '@tessera/docs-search/build';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { navPlaceOf } from '@tessera/docs-theme/internal';
import type { InlineNode } from '@tessera/docs-theme/types';
import { plainText } from './api/inlineText';
import type { ApiTables } from './api/tables';
import type { ParsedPage } from './parse';
import { textOf } from './parse';
import type { SiteContent } from './site';

/** Elements whose text is one searchable paragraph. */
// Code blocks (`pre`) are left out: their identifiers are searchable where the prose and the API
// tables name them, and a snippet of code makes a poor result. So are table headers (`th`): they
// label columns ('Default', 'Variable') and would match as if they were content. Of a table's
// body only each row's first cell is kept: the name the row is about (a CSS variable, a token),
// which is what readers search a table for; its values and notes would double the data.
const paragraphTags = new Set(['p', 'li', 'td', 'dt', 'dd', 'blockquote']);

/** A table cell after the first of its row. */
const isLaterCell = (node: Element, row: Element | undefined) =>
  node.tagName === 'td' &&
  row !== undefined &&
  row.children.find((child) => child.type === 'element' && child.tagName === 'td') !== node;

/**
 * A prop description's summary, its first sentence, as JSDoc tools show it: enough to find the row
 * and to read in a result, at a third less of the search data than every sentence. Plain text:
 * a result shows `onClick`, not its backticks.
 */
const summaryOf = (description: InlineNode[]) =>
  plainText(description).split(/(?<=[.!?])\s/)[0] ?? '';
const headingTag = /^h[1-6]$/;

/** A heading as written, with inline code kept in backticks: 'The `size` prop'. */
function rawTitleOf(node: Element): string {
  return node.children
    .map((child) =>
      child.type === 'element' && child.tagName === 'code'
        ? `\`${textOf(child)}\``
        : child.type === 'element'
          ? rawTitleOf(child)
          : textOf(child),
    )
    .join('')
    .trim();
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * One content's sections: each heading opens a section holding the paragraphs up to the next
 * heading. Demo and API elements belong to the section they stand in, for their links.
 */
function sectionsOf(tree: Root, link: string) {
  const sections: SearchPage['sections'] = [];
  const anchors = new Map<Element, string>();
  let current: SearchPage['sections'][number] | undefined;
  const visit = (nodes: (RootContent | ElementContent)[], parent?: Element) => {
    for (const node of nodes) {
      if (node.type !== 'element' || isLaterCell(node, parent)) continue;
      if (headingTag.test(node.tagName)) {
        const id = String(node.properties.id ?? '');
        current = {
          rawTitle: rawTitleOf(node),
          title: clean(textOf(node)),
          link: `${link}#${id}`,
          paragraphs: [],
        };
        sections.push(current);
      } else if (node.tagName === 'demo' || node.tagName === 'api') {
        anchors.set(node, current?.link ?? link);
      } else if (
        paragraphTags.has(node.tagName) &&
        !node.children.some((child) => isBlock(child) || isMarked(child))
      ) {
        const text = clean(textOf(node));
        if (text && current) current.paragraphs.push(text);
      } else {
        // A callout's title is what the reader must not miss: it leads its section's text, so
        // it stays in the lead that search keeps of each section.
        const calloutTitle = node.properties.dataCalloutTitle;
        if (typeof calloutTitle === 'string' && current)
          current.paragraphs.unshift(clean(calloutTitle));
        visit(node.children, node);
      }
    }
  };
  visit(tree.children);
  return { sections, anchors };
}

/** Demo and API elements, which may stand inside a paragraph written around their tags. */
function isMarked(node: ElementContent): boolean {
  return node.type === 'element' && (node.tagName === 'demo' || node.tagName === 'api');
}

function isBlock(node: ElementContent): boolean {
  return (
    node.type === 'element' &&
    (paragraphTags.has(node.tagName) || /^(ul|ol|table)$/.test(node.tagName))
  );
}

/** A page's content and that of its tabs, each with the link that shows it. */
function contents(site: SiteContent, page: ParsedPage) {
  const link = `/${page.routePath}`;
  return [
    { page, link },
    ...[...site.tabsOf(page.file)].map(([key, tab]) => ({
      page: tab,
      link: `${link}?tab=${encodeURIComponent(key)}`,
    })),
  ];
}

/**
 * The search record of every page, from the same parse as its HTML: sections with their
 * paragraphs, demos with their metadata, API rows, and the page's nav item.
 */
export function searchRecords(site: SiteContent, api: ApiTables): SearchPage[] {
  const nav = site.nav();
  return site.sortedPages().map((page) => {
    // Result groups follow the top navigation as shown; pages outside it come last.
    const place = navPlaceOf(nav, page.routePath);
    const record: SearchPage = {
      ...(place ? { navTitle: place.item.title } : {}),
      navOrder: place?.place ?? nav.length + 1,
      title: page.meta.title,
      ...(page.meta.subtitle ? { subtitle: page.meta.subtitle } : {}),
      ...(page.meta.keywords?.length ? { keywords: page.meta.keywords } : {}),
      link: `/${page.routePath}`,
      sections: [],
      demos: [],
      apis: [],
    };
    for (const { page: content, link } of contents(site, page)) {
      const { sections, anchors } = sectionsOf(content.tree, link);
      record.sections.push(...sections);
      record.demos.push(
        ...content.demos.map((demo) => ({
          link: `/${page.routePath}#${demo.id}`,
          title: demo.title ?? demo.id,
          description: demo.description ?? '',
          keywords: demo.keywords,
        })),
      );
      for (const [element, sectionLink] of anchors) {
        if (element.tagName !== 'api') continue;
        const id = String(element.properties.id);
        const { table } = api.lookup(id);
        if (!table) continue;
        record.apis!.push({
          link: sectionLink,
          component: table.component,
          // The theme's API table gives each row the id `apiRowId(table id, prop)`.
          rowAnchor: id,
          props: table.props.map((prop) => ({
            name: prop.name,
            description: summaryOf(prop.description),
          })),
        });
      }
    }
    return record;
  });
}
