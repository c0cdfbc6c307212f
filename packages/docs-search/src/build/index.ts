/// <reference types="node" />
// Node-only entry; the package's other entries run in browsers and must not see Node's types.
import { createHash } from 'node:crypto';
import { condense } from '../condense';
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
 * Only records are shipped, and of them what readers look for (see `condense`): titles,
 * names, props and demos whole, and the lead of each section's prose. The worker builds its
 * lunr index from them: a serialised lunr index of the 63-page benchmark corpus would add about
 * 82 KiB with brotli, because it stores every term with its postings and a vector per document.
 * Building the index in the worker costs a few hundred milliseconds once, behind 'Loading...'.
 *
 * @example
 * const { fileName, content } = buildSearchData(pages);
 * await writeFile(join(outDir, 'assets', fileName), content);
 */
export function buildSearchData(pages: readonly SearchPage[]): SearchDataFile {
  const content = JSON.stringify(encodeSearchData(readPages(pages).map(condense)));
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
  return { fileName: `search.${hash}.json`, content };
}
