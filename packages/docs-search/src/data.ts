import { MAX_NAV_ORDER } from './score';
import type { SearchApiTable, SearchDemo, SearchPage, SearchSection } from './types';

/**
 * The search data file: compact JSON with short keys, written by `buildSearchData` and read by
 * the worker. Only the records travel; the worker builds its lunr index from them (a serialised
 * lunr index is several times larger than the text it indexes; see build/index.ts).
 *
 *   { "v": 4,                            format version
 *     "p": [ {                           pages
 *       "t": "Button",                   title
 *       "u": "按钮",                      subtitle (absent when none)
 *       "k": ["btn"],                    keywords (absent when none)
 *       "l": "/components/tm-button",    link
 *       "n": "Components",               nav title (absent when none)
 *       "o": 2,                          nav order
 *       "s": [[title, link | 0, [paragraph…], rawTitle?]],    sections (absent when none)
 *       "e": "#button-demo-",            what every demo link starts with (absent when none)
 *       "d": [[link, title, description, [keyword…]?]],       demos (absent when none)
 *       "a": [[link, component, [[propName, description]…], rowAnchor?]]  API tables (absent when none)
 *     } ] }
 *
 * A link that continues its page's link with '#' is stored from the '#' on. A section link that
 * is its page's link plus the usual heading anchor of its title (`anchorOf`) is stored as 0: most
 * headings are linked that way, so the links cost almost nothing. Demo links share their
 * page's demo prefix (`#button-demo-`): when a page has several demos, the prefix they share is
 * stored once as "e" and each demo link without it. rawTitle is stored only when it differs
 * from title, keywords only when there are some.
 */
const DATA_VERSION = 4;

type SectionTuple = [string, string | 0, string[], string?];
type DemoTuple = [string, string, string, string[]?];
type ApiTuple = [string, string, [string, string][], string?];

interface CompactPage {
  t: string;
  u?: string;
  k?: string[];
  l: string;
  n?: string;
  o: number;
  s?: SectionTuple[];
  e?: string;
  d?: DemoTuple[];
  a?: ApiTuple[];
}

interface SearchData {
  v: typeof DATA_VERSION;
  p: CompactPage[];
}

export function encodeSearchData(pages: readonly SearchPage[]): SearchData {
  return {
    v: DATA_VERSION,
    p: pages.map((page) => {
      const local = (link: string) =>
        link.startsWith(`${page.link}#`) ? link.slice(page.link.length) : link;
      const compact: CompactPage = { t: page.title, l: page.link, o: page.navOrder };
      if (page.subtitle) compact.u = page.subtitle;
      if (page.keywords && page.keywords.length > 0) compact.k = page.keywords;
      if (page.navTitle !== undefined) compact.n = page.navTitle;
      if (page.sections.length > 0) {
        compact.s = page.sections.map((s) => {
          const derived = s.link === `${page.link}#${anchorOf(s.title)}`;
          const tuple: SectionTuple = [s.title, derived ? 0 : local(s.link), s.paragraphs];
          if (s.rawTitle !== s.title) tuple.push(s.rawTitle);
          return tuple;
        });
      }
      if (page.demos.length > 0) {
        const links = page.demos.map((d) => local(d.link));
        const shared = links.length > 1 ? sharedAnchorPrefix(links) : '';
        if (shared) compact.e = shared;
        compact.d = page.demos.map((d, i) => {
          const tuple: DemoTuple = [links[i]!.slice(shared.length), d.title, d.description];
          if (d.keywords.length > 0) tuple.push(d.keywords);
          return tuple;
        });
      }
      if (page.apis && page.apis.length > 0) {
        compact.a = page.apis.map((a) => {
          const tuple: ApiTuple = [
            local(a.link),
            a.component,
            a.props.map((p) => [p.name, p.description]),
          ];
          if (a.rowAnchor !== undefined) tuple.push(a.rowAnchor);
          return tuple;
        });
      }
      return compact;
    }),
  };
}

/** The start that page-local links ('#…') all share, or '' when they share only the '#'. */
function sharedAnchorPrefix(links: readonly string[]): string {
  let shared = links[0]!;
  for (const link of links) {
    let i = 0;
    while (i < shared.length && i < link.length && shared[i] === link[i]) i += 1;
    shared = shared.slice(0, i);
  }
  return shared.startsWith('#') && shared.length > 1 ? shared : '';
}

/** Reads the data file back into page records; throws a clear error on anything malformed. */
export function decodeSearchData(data: unknown): SearchPage[] {
  const file = record(data, 'search data');
  if (file.v !== DATA_VERSION) throw malformed(`unsupported version ${String(file.v)}`);
  return list(file.p, 'pages').map((value, i) => {
    const page = record(value, `page ${i}`);
    const link = text(page.l, 'page link');
    const full = (local: unknown) => {
      const value = text(local, 'link');
      return value.startsWith('#') ? link + value : value;
    };
    const demoPrefix = page.e === undefined ? '' : text(page.e, 'demo link prefix');
    return {
      ...(page.n !== undefined && { navTitle: text(page.n, 'nav title') }),
      navOrder: navOrder(page.o, 'nav order'),
      title: text(page.t, 'page title'),
      ...(page.u !== undefined && { subtitle: text(page.u, 'page subtitle') }),
      ...(page.k !== undefined && { keywords: texts(page.k, 'page keywords') }),
      link,
      sections: list(page.s ?? [], 'sections').map((value): SearchSection => {
        const [title, at, paragraphs, rawTitle] = list(value, 'section');
        const heading = text(title, 'section title');
        return {
          title: heading,
          rawTitle: text(rawTitle ?? title, 'section raw title'),
          link: at === 0 ? `${link}#${anchorOf(heading)}` : full(at),
          paragraphs: texts(paragraphs, 'paragraphs'),
        };
      }),
      demos: list(page.d ?? [], 'demos').map((value): SearchDemo => {
        const [at, title, description, keywords] = list(value, 'demo');
        return {
          link: full(demoPrefix + text(at, 'demo link')),
          title: text(title, 'demo title'),
          description: text(description, 'demo description'),
          keywords: texts(keywords ?? [], 'demo keywords'),
        };
      }),
      apis: list(page.a ?? [], 'API tables').map((value): SearchApiTable => {
        const [at, component, props, rowAnchor] = list(value, 'API table');
        return {
          link: full(at),
          component: text(component, 'API component'),
          ...(rowAnchor !== undefined && { rowAnchor: text(rowAnchor, 'API row anchor') }),
          props: list(props, 'props').map((prop) => {
            const [name, description] = list(prop, 'prop');
            return {
              name: text(name, 'prop name'),
              description: text(description, 'prop description'),
            };
          }),
        };
      }),
    };
  });
}

/** Checks page records handed over inline (dev server, tests) before they are indexed. */
export function readPages(value: unknown): SearchPage[] {
  return list(value, 'routes').map((item, i) => {
    const page = record(item, `page ${i}`);
    return {
      ...(page.navTitle !== undefined && { navTitle: text(page.navTitle, 'navTitle') }),
      navOrder: navOrder(page.navOrder, 'navOrder'),
      title: text(page.title, 'title'),
      ...(page.subtitle !== undefined && { subtitle: text(page.subtitle, 'subtitle') }),
      ...(page.keywords !== undefined && { keywords: texts(page.keywords, 'keywords') }),
      link: text(page.link, 'link'),
      sections: list(page.sections, 'sections').map((value) => {
        const s = record(value, 'section');
        return {
          rawTitle: text(s.rawTitle, 'section rawTitle'),
          title: text(s.title, 'section title'),
          link: text(s.link, 'section link'),
          paragraphs: texts(s.paragraphs, 'section paragraphs'),
        };
      }),
      demos: list(page.demos, 'demos').map((value) => {
        const d = record(value, 'demo');
        return {
          link: text(d.link, 'demo link'),
          title: text(d.title, 'demo title'),
          description: text(d.description, 'demo description'),
          keywords: texts(d.keywords, 'demo keywords'),
        };
      }),
      apis: list(page.apis ?? [], 'apis').map((value) => {
        const a = record(value, 'API table');
        return {
          link: text(a.link, 'API link'),
          component: text(a.component, 'API component'),
          ...(a.rowAnchor !== undefined && { rowAnchor: text(a.rowAnchor, 'API rowAnchor') }),
          props: list(a.props, 'API props').map((prop) => {
            const p = record(prop, 'API prop');
            return {
              name: text(p.name, 'prop name'),
              description: text(p.description, 'prop description'),
            };
          }),
        };
      }),
    };
  });
}

/**
 * The anchor most heading slug functions give a title: lower case, punctuation dropped, spaces
 * as hyphens ('When to use' → 'when-to-use'). Only a way to store links short: a link that does
 * not match it is stored whole, so the data reads back the same whatever the site's slugs are.
 */
const anchorOf = (title: string): string =>
  title
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const malformed = (what: string) => new Error(`Malformed search data: ${what}`);

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw malformed(`${what} is not an object`);
  return value as Record<string, unknown>;
}

function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw malformed(`${what} is not a list`);
  return value;
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw malformed(`${what} is not a string`);
  return value;
}

function texts(value: unknown, what: string): string[] {
  return list(value, what).map((item) => text(item, what));
}

/** A nav order: a number from 0 up to `MAX_NAV_ORDER`, so result groups keep their order. */
function navOrder(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw malformed(`${what} is not a number`);
  if (value < 0 || value >= MAX_NAV_ORDER)
    throw malformed(`${what} ${value} is outside 0 to ${MAX_NAV_ORDER - 1}`);
  return value;
}
