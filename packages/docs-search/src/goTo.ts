import { MAX_QUERY_LENGTH } from './types';
import type { SearchPage } from './types';

/**
 * The "Go to" offer: a query that is exactly a page's title, its subtitle or one of its
 * keywords names that page, which is then offered first ("Go to Button", also for `按钮`).
 */

/**
 * What the visitor typed as one phrase, compared whole: cut like any query, NFC, lower case,
 * runs of whitespace as one space.
 * @example phraseOf('  Pull   To Refresh ') // 'pull to refresh'
 */
export function phraseOf(text: string): string {
  return text
    .slice(0, MAX_QUERY_LENGTH)
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .join(' ');
}

/** Page indexes by every phrase that names them, each list in page order. */
export function goToPages(pages: readonly SearchPage[]): Map<string, number[]> {
  const byName = new Map<string, number[]>();
  pages.forEach((page, index) => {
    const names = new Set(
      [page.title, page.subtitle ?? '', ...(page.keywords ?? [])].map(phraseOf).filter(Boolean),
    );
    for (const name of names) byName.set(name, [...(byName.get(name) ?? []), index]);
  });
  return byName;
}
