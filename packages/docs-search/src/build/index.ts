/// <reference types="node" />
// Node-only entry; the package's other entries run in browsers and must not see Node's types.
import { createHash } from 'node:crypto';
import { encodeSearchData, readPages } from '../data';
import type { SearchPage } from '../types';

export type { SearchPage } from '../types';

export interface SearchDataFile {
  /** `search.<contenthash>.json`: a new name whenever the content changes, so it can be cached forever. */
  fileName: string;
  content: string;
}

/**
 * Turns the page records into the search data file the worker fetches (format in data.ts).
 * Records the worker would refuse (a nav order out of range, a missing field) fail here, at
 * build time, with the same message.
 *
 * Only records are shipped; the worker builds its lunr index from them. Measured on the 63-page
 * benchmark corpus (about 800 words a page, 1 878 entries), brotli at its default quality:
 * the records 18.0 KiB; a serialised lunr index of the same entries 81.7 KiB on top, because
 * it stores every term with its postings and a vector per document. Building the index in the
 * worker costs a few hundred milliseconds once, behind 'Loading...', and keeps the payload
 * well inside the 30 KiB budget.
 *
 * @example
 * const { fileName, content } = buildSearchData(pages);
 * await writeFile(join(outDir, 'assets', fileName), content);
 */
export function buildSearchData(pages: readonly SearchPage[]): SearchDataFile {
  const content = JSON.stringify(encodeSearchData(readPages(pages)));
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
  return { fileName: `search.${hash}.json`, content };
}
