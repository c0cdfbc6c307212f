/*
 * Reads links and ids from prerendered HTML. The server renders every link a reader can
 * follow, and the crawl proves the app hydrates without a mismatch, so the built files hold
 * the same links as the live pages: checking them here costs no browser.
 */

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

const unescape = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e]!);

/** The href of every `<a>` element in an HTML document, unescaped. */
export function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/g)].map(([, href]) => unescape(href!));
}

/** Every id in an HTML document, unescaped. */
export function elementIds(html: string): Set<string> {
  return new Set([...html.matchAll(/<[a-z][^>]*?\sid="([^"]*)"/g)].map(([, id]) => unescape(id!)));
}

export interface LinkTarget {
  ok: boolean;
  ids: Set<string>;
}

export interface LinkSource {
  /** The path the document is served at, such as `/guide` or `/~demos/x`. */
  path: string;
  html: string;
}

/**
 * The broken same-origin links of one document: targets that are not pages, demos or assets
 * of the site, do not answer 200, or lack the `#anchor` the link names.
 */
export async function brokenLinks(
  source: LinkSource,
  origin: string,
  isPage: (path: string) => boolean,
  target: (path: string) => Promise<LinkTarget>,
): Promise<string[]> {
  const broken: string[] = [];
  const base = new URL(source.path, origin);
  for (const href of new Set(anchorHrefs(source.html))) {
    const url = new URL(href, base);
    if (url.origin !== origin) continue;
    const anchor = decodeURIComponent(url.hash.slice(1));
    const path = decodeURIComponent(url.pathname);
    // A link within the page (a skip link, a heading anchor) resolves against the page itself.
    if (path === source.path && (url.search === '' || url.search === base.search)) {
      if (anchor && !elementIds(source.html).has(anchor))
        broken.push(`${href}: no element with id "${anchor}"`);
      continue;
    }
    if (!isPage(path) && !path.startsWith('/~demos/') && !path.startsWith('/assets/')) {
      broken.push(`${href}: not a page of the site`);
      continue;
    }
    const { ok, ids } = await target(url.pathname);
    if (!ok) broken.push(`${href}: the target does not answer 200`);
    else if (anchor && !ids.has(anchor)) broken.push(`${href}: no element with id "${anchor}"`);
  }
  return broken;
}
