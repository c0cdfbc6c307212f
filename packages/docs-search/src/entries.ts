import { fold, type FoldedText } from './match';
import { DEMO_TITLE_HIT, PAGE_TITLE_HIT, SECTION_TITLE_HIT } from './score';
import type { SearchApiTable, SearchHintType, SearchPage } from './types';
import { apiRowId } from './apiRow';

/**
 * One thing a hint can point at: a page title, a section title, a paragraph, a demo or an API
 * row. Texts are folded once when the data loads, so a query only runs indexOf over them.
 */
export interface Entry {
  type: SearchHintType;
  link: string;
  page: number;
  pageTitle: string;
  /** Shown as the hint's title; searched only when titleWeight > 0. */
  title: FoldedText;
  titleWeight: number;
  /** Shown as the snippet. */
  text?: FoldedText;
  /** Searched but not shown (demo keywords). */
  extra?: FoldedText;
}

/** Flattens the pages into entries, in page order then document order. */
export function toEntries(pages: readonly SearchPage[]): Entry[] {
  const entries: Entry[] = [];
  pages.forEach((page, index) => {
    const base = { page: index, pageTitle: page.title };
    entries.push({
      ...base,
      type: 'page',
      link: page.link,
      title: fold(page.title),
      titleWeight: PAGE_TITLE_HIT,
    });
    for (const section of page.sections) {
      const title = fold(section.title);
      if (section.title) {
        entries.push({
          ...base,
          type: 'title',
          link: section.link,
          title,
          titleWeight: SECTION_TITLE_HIT,
        });
      }
      for (const paragraph of section.paragraphs) {
        entries.push({
          ...base,
          type: 'content',
          link: section.link,
          title,
          titleWeight: 0,
          text: fold(paragraph),
        });
      }
    }
    for (const demo of page.demos) {
      entries.push({
        ...base,
        type: 'demo',
        link: demo.link,
        title: fold(demo.title),
        titleWeight: DEMO_TITLE_HIT,
        text: fold(demo.description),
        ...(demo.keywords.length > 0 && { extra: fold(demo.keywords.join(' ')) }),
      });
    }
    for (const api of page.apis ?? []) {
      for (const prop of api.props) {
        entries.push({
          type: 'content',
          link: rowLink(api, prop.name),
          page: index,
          pageTitle: api.component,
          title: fold(prop.name),
          // A prop name heads its row the way a heading heads its section.
          titleWeight: SECTION_TITLE_HIT,
          text: fold(prop.description),
        });
      }
    }
  });
  return entries;
}

/**
 * Where a prop's hint opens: its row (`/components/tm-popover#popovermenu-placement`, after any
 * `?tab=`), so two tables on one page that share a prop give two hints to two places.
 */
function rowLink(api: SearchApiTable, prop: string): string {
  if (api.rowAnchor === undefined) return api.link;
  return `${api.link.replace(/#.*$/, '')}#${apiRowId(api.rowAnchor, prop)}`;
}
