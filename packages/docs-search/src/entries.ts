import { fold, type FoldedText } from './match';
import { DEMO_TITLE_HIT, PAGE_TITLE_HIT, SECTION_TITLE_HIT } from './score';
import type { SearchApiProp, SearchApiTable, SearchHintType, SearchPage } from './types';
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
  /** Shown as the hint's title. */
  title: FoldedText;
  /**
   * Searched with `titleWeight` when it is above 0: the title, and for a page also its
   * subtitle and keywords (one per line).
   */
  names: FoldedText;
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
    const title = fold(page.title);
    entries.push({
      ...base,
      type: 'page',
      link: page.link,
      title,
      names: fold([page.title, page.subtitle ?? '', ...(page.keywords ?? [])].join('\n')),
      titleWeight: PAGE_TITLE_HIT,
      ...(page.subtitle && { text: fold(page.subtitle) }),
    });
    for (const section of page.sections) {
      const heading = fold(section.title);
      // A heading that repeats the page's title (its h1) would be the page's hint a second time.
      if (section.title && heading.folded !== title.folded) {
        entries.push(titled(base, 'title', section.link, heading, SECTION_TITLE_HIT));
      }
      for (const paragraph of section.paragraphs) {
        entries.push({
          ...titled(base, 'content', section.link, heading, 0),
          text: fold(paragraph),
        });
      }
    }
    for (const demo of page.demos) {
      entries.push({
        ...titled(base, 'demo', demo.link, fold(demo.title), DEMO_TITLE_HIT),
        text: fold(demo.description),
        ...(demo.keywords.length > 0 && { extra: fold(demo.keywords.join(' ')) }),
      });
    }
    for (const { api, prop } of distinctProps(page.apis ?? [])) {
      entries.push({
        // A prop name heads its row the way a heading heads its section.
        ...titled(
          { page: index, pageTitle: api.component },
          'content',
          rowLink(api, prop.name),
          fold(prop.name),
          SECTION_TITLE_HIT,
        ),
        text: fold(prop.description),
      });
    }
  });
  return entries;
}

function titled(
  base: Pick<Entry, 'page' | 'pageTitle'>,
  type: SearchHintType,
  link: string,
  title: FoldedText,
  titleWeight: number,
): Entry {
  return { ...base, type, link, title, names: title, titleWeight };
}

/**
 * The props of a page's API tables, each declared prop once: a prop that several tables show
 * from one declaration (Popover and PopoverMenu share `placement`) has the same name and
 * description in each, and is kept in the first table that shows it.
 */
export function distinctProps(
  apis: readonly SearchApiTable[],
): { api: SearchApiTable; prop: SearchApiProp }[] {
  const seen = new Set<string>();
  return apis.flatMap((api) =>
    api.props.flatMap((prop) => {
      const key = `${prop.name}\n${prop.description}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ api, prop }];
    }),
  );
}

/**
 * Where a prop's hint opens: its row (`/components/tm-popover#popover-placement`, after any
 * `?tab=`).
 */
function rowLink(api: SearchApiTable, prop: string): string {
  if (api.rowAnchor === undefined) return api.link;
  return `${api.link.replace(/#.*$/, '')}#${apiRowId(api.rowAnchor, prop)}`;
}
