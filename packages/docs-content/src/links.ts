import { existsSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from './errors';
import type { ParsedPage } from './parse';

/** What a link can point at: pages by file, their tabs, demos, and the site's public files. */
export interface LinkTargets {
  pages: ReadonlyMap<string, ParsedPage>;
  /** The tabs of a page file by key. */
  tabsOf: (pageFile: string) => ReadonlyMap<string, ParsedPage>;
  /** The page file a tab file belongs to, with its key. */
  tabFile: (file: string) => { page: string; key: string } | undefined;
  hasDemo: (id: string) => boolean;
  /** The site's `public/` folder: absolute links may point at files in it. */
  publicDir: string;
  /**
   * Page and tab files that exist but failed to parse, and their routes. Their own error is
   * reported; a link to them is not called broken, and headings in them cannot be checked.
   */
  unparsed: { files: ReadonlySet<string>; routes: ReadonlySet<string> };
}

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** A relative link whose last segment has an extension points at a file, not a route. */
const looksLikeFile = (pathPart: string) => /\.[^./]+$/.test(pathPart);

/**
 * Resolves a link written in a page. Relative links to `.md` files become routes
 * (`./Button.md#api` → `/components/tm-button#api`, `./Button.$tab-api.md` →
 * `/components/tm-button?tab=api`); absolute links are checked against the routes, demos and
 * public files, and relative route links (`../components/tm-button`) the same way once resolved
 * against the page's address, as the browser does. A link to a missing page, tab, demo or
 * heading is an error at its line. Links to other sites and relative links to files
 * (`./diagram.svg`) are left as written.
 */
export function resolvePageLink(
  href: string,
  from: ParsedPage,
  line: number | undefined,
  targets: LinkTargets,
): string {
  // Browsers drop spaces, controls, tabs and newlines around and inside a scheme, so
  // `  java\tscript:` is a scheme link too (the sanitiser deals with it), never a route.
  const spelled = href.replace(/^[\s\p{Cc}]+/u, '').replace(/[\t\n\r]/g, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(spelled) || /^[/\\]{2}/.test(spelled)) return href;
  const fail = (reason: string): never => {
    throw new ContentError(from.meta.filename, line, undefined, `link "${href}" ${reason}`);
  };
  const [pathAndQuery = '', hash] = href.split('#', 2) as [string, string | undefined];
  const [pathPart = '', query] = pathAndQuery.split('?', 2) as [string, string | undefined];
  const tabKey = query ? (new URLSearchParams(query).get('tab') ?? undefined) : undefined;

  if (!pathPart) {
    if (hash && !from.toc.some((entry) => entry.id === decode(hash)))
      fail('points at a heading that does not exist on this page');
    return href;
  }

  if (!pathPart.endsWith('.md')) {
    const relative = !pathPart.startsWith('/');
    if (relative && looksLikeFile(pathPart)) return href;
    // Pages are served without a trailing slash, so `./x` from `/guide/style` is `/guide/x`;
    // a tab is shown at its page's address.
    const owner = targets.tabFile(from.file);
    const here = `/${(owner && targets.pages.get(owner.page)?.routePath) ?? from.routePath}`;
    const absolute = relative ? new URL(pathPart, `http://site${here}`).pathname : pathPart;
    const route = decode(absolute).replace(/^\/+|\/+$/g, '');
    // A relative link is written out absolute, as `.md` links are: content links to the site
    // navigate in place, under the base path, only when they start with `/`.
    const written = relative
      ? `${absolute.replace(/(.)\/+$/, '$1')}${query === undefined ? '' : `?${query}`}${hash === undefined ? '' : `#${hash}`}`
      : href;
    const failHere = (reason: string): never =>
      fail(relative ? `${reason} (from ${here} it leads to ${absolute})` : reason);
    if (route.startsWith('~demos/')) {
      if (!targets.hasDemo(route.slice('~demos/'.length)))
        failHere('points at a demo that does not exist');
      return written;
    }
    const page = [...targets.pages.values()].find((candidate) => candidate.routePath === route);
    if (page) {
      checkTarget(page, tabKey, hash, targets, fail);
      return written;
    }
    if (existsSync(path.join(targets.publicDir, route)) && route) return written;
    if (targets.unparsed.routes.has(route)) return written;
    return failHere('points at a page that does not exist');
  }

  const file = path.resolve(path.dirname(from.file), decodeURI(pathPart));
  const tab = targets.tabFile(file);
  const page = targets.pages.get(tab?.page ?? file);
  if (!page) {
    if (targets.unparsed.files.has(tab?.page ?? file) || targets.unparsed.files.has(file))
      return href;
    return fail('points at a page that does not exist');
  }
  const key = tab?.key ?? tabKey;
  checkTarget(page, key, hash, targets, fail);
  const search = new URLSearchParams(query);
  if (key) search.set('tab', key);
  const queryText = search.toString();
  return `/${page.routePath}${queryText ? `?${queryText}` : ''}${hash ? `#${hash}` : ''}`;
}

function checkTarget(
  page: ParsedPage,
  tabKey: string | undefined,
  hash: string | undefined,
  targets: LinkTargets,
  fail: (reason: string) => never,
) {
  let shown = page;
  if (tabKey) {
    const tab = targets.tabsOf(page.file).get(tabKey);
    if (tab) shown = tab;
    else if (targets.unparsed.files.has(page.file.replace(/\.md$/, `.$tab-${tabKey}.md`))) return;
    else fail(`points at a tab "${tabKey}" that ${page.meta.filename} does not have`);
  }
  if (hash && !shown.toc.some((entry) => entry.id === decode(hash)))
    fail(`points at a heading that does not exist in ${shown.meta.filename}`);
}
