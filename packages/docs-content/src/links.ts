import path from 'node:path';
import { ContentError } from './errors';
import type { ParsedPage } from './parse';

/**
 * Resolves a link written in a page. Relative links to `.md` files become routes
 * (`./Button.md#api` → `/components/tm-button#api`); a link to a missing page or heading is
 * an error at its line. Every other link is left as written.
 */
export function resolvePageLink(
  href: string,
  from: ParsedPage,
  line: number | undefined,
  pages: ReadonlyMap<string, ParsedPage>,
): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return href;
  const [pathAndQuery = '', hash] = href.split('#', 2) as [string, string | undefined];
  const [pathPart = '', query] = pathAndQuery.split('?', 2) as [string, string | undefined];
  if (!pathPart) {
    if (hash && !from.toc.some((entry) => entry.id === decodeHash(hash))) {
      throw new ContentError(
        from.meta.filename,
        line,
        undefined,
        `link "${href}" points at a heading that does not exist on this page`,
      );
    }
    return href;
  }
  if (!pathPart.endsWith('.md')) return href;
  const target = path.resolve(path.dirname(from.file), decodeURI(pathPart));
  const page = pages.get(target);
  if (!page)
    throw new ContentError(
      from.meta.filename,
      line,
      undefined,
      `link "${href}" points at a page that does not exist`,
    );
  if (hash && !page.toc.some((entry) => entry.id === decodeHash(hash))) {
    throw new ContentError(
      from.meta.filename,
      line,
      undefined,
      `link "${href}" points at a heading that does not exist in ${page.meta.filename}`,
    );
  }
  return `/${page.routePath}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}
