/**
 * The contracts of `@tessera/docs-search`: what docs-content hands to the
 * build, what the worker speaks, and what the theme renders.
 */

export { apiRowId } from './apiRow';

/**
 * The longest query the engine reads; longer input is cut: nobody types more, and a pasted
 * novel must not stall the worker. Here, in the entry without the client, so a search box can
 * cut its field at the same length without loading the client with the page.
 */
export const MAX_QUERY_LENGTH = 200;

/** One row of an API table: a prop name finds its row. */
export interface SearchApiProp {
  name: string;
  description: string;
}

/** One API table of a page, e.g. the props of `Button`. */
export interface SearchApiTable {
  /** Link to the API section anchor, e.g. `/components/tm-button#api`. */
  link: string;
  /** Component the table documents, shown as the hint's page context. */
  component: string;
  /**
   * The table's id, from which `apiRowId` makes the ids the theme gives its rows
   * (`Popover` → `#popover-placement`), so a row's hint opens at that row. Without it every
   * row's hint links to `link`.
   */
  rowAnchor?: string;
  props: SearchApiProp[];
}

export interface SearchSection {
  /** Heading as written in the source (may carry inline markup such as backticks). */
  rawTitle: string;
  /** Heading as plain text, the searchable one. */
  title: string;
  link: string;
  paragraphs: string[];
}

export interface SearchDemo {
  link: string;
  title: string;
  description: string;
  keywords: string[];
}

/** The search record of one page (spec section 3, "Search index entry"). */
export interface SearchPage {
  /** Title of the nav item the page belongs to; pages without one share an untitled group. */
  navTitle?: string;
  /**
   * Order of that nav item, from 0 to 999 999 (its place in the top navigation); earlier nav
   * items come first in results.
   */
  navOrder: number;
  title: string;
  /**
   * A second name of the page, searched like its title and shown beside it: the Chinese name
   * of a component (`按钮` for Button).
   */
  subtitle?: string;
  /** Other names the page is known by, searched like its title but not shown. */
  keywords?: string[];
  link: string;
  sections: SearchSection[];
  demos: SearchDemo[];
  apis?: SearchApiTable[];
}

/** A piece of text; the UI renders it as text, wrapping highlighted pieces in `<mark>`. */
export interface HighlightText {
  text: string;
  highlighted?: boolean;
}

export type SearchHintType = 'page' | 'title' | 'demo' | 'content';

export interface SearchHint {
  type: SearchHintType;
  link: string;
  /** Higher comes first inside its group. */
  priority: number;
  pageTitle: string;
  highlightTitleTexts: HighlightText[];
  highlightTexts: HighlightText[];
}

export interface SearchGroup {
  /** The nav title shared by the group's pages. */
  title?: string;
  /**
   * The pages whose title, subtitle or one of whose keywords is exactly the query (ignoring
   * case): offered first, above every other group, as "Go to …". Such a page is not repeated
   * in its nav group.
   */
  goTo?: true;
  /**
   * navOrder × 1000; lower comes first (earlier nav items first), and groups come in this
   * order. The "Go to" group has -1, before them all. Groups holding only stemmed or typo-tolerant hints are offset by 10⁹, above every
   * exact group's priority, so they follow every exact group.
   */
  priority: number;
  hints: SearchHint[];
}

/**
 * Where the worker gets its pages. The spec's `generate-metadata` carries routes, demos and
 * nav; here each page record already holds its demos and nav title/order, so the pages travel
 * as `routes`, inline (dev server, tests) or as the URL of the content-hashed file written by
 * `buildSearchData` (production), fetched once by the worker.
 */
export type SearchSource = { dataUrl: string } | { routes: SearchPage[] };

export type WorkerRequest =
  | { id: number; action: 'generate-metadata'; args: SearchSource }
  | { id: number; action: 'get-search-result'; args: { keywords: string } };

/**
 * Every request gets exactly one reply with its id: a result, an error, or (for a query that a
 * later query replaced while it waited for the metadata) `superseded`.
 */
export type WorkerReply =
  | { id: number; action: 'generate-metadata'; result: { pages: number } }
  | { id: number; action: 'get-search-result'; result: SearchGroup[] }
  | { id: number; superseded: true }
  | { id: number; error: string };
