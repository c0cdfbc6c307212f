import { toEntries, type Entry } from './entries';
import { highlight, snippet } from './highlight';
import { createHaystack, tokenize } from './match';
import { buildFuzzyIndex, fuzzySearch } from './query';
import { hintPriority, MAX_HINTS, rank, type Candidate } from './score';
import type { HighlightText, SearchGroup, SearchHint, SearchPage } from './types';

export interface SearchEngine {
  pageCount: number;
  /** Results for what the user typed; empty for whitespace. Never throws on any string. */
  search(keywords: string): SearchGroup[];
}

interface Hit extends Candidate {
  entry: Entry;
}

/**
 * Prepares the pages once (folded texts, lunr index) so that each query is a pass of indexOf
 * over precomputed strings plus one lunr lookup, and only the hints that will be shown get
 * highlighted.
 */
export function createSearchEngine(pages: readonly SearchPage[]): SearchEngine {
  const entries = toEntries(pages);
  const fuzzyIndex = buildFuzzyIndex(
    entries.map((entry) => ({
      t: entry.titleWeight > 0 ? entry.title.text : '',
      b: [entry.text?.text, entry.extra?.text].filter(Boolean).join(' '),
    })),
  );

  const titles = createHaystack(
    entries.flatMap((entry, i) =>
      entry.titleWeight > 0 ? [[i, entry.title.folded] as const] : [],
    ),
  );
  // Shown text and hidden keywords form one text, so a token found in both is one hit.
  const texts = createHaystack(
    entries.flatMap((entry, i) => {
      const text = [entry.text?.folded, entry.extra?.folded]
        .filter((part) => part !== undefined)
        .join('\n');
      return entry.text || entry.extra ? [[i, text] as const] : [];
    }),
  );

  const candidate = (entry: Entry, fuzzy: boolean, priority: number): Hit => {
    const page = pages[entry.page] as SearchPage;
    return { navTitle: page.navTitle, navOrder: page.navOrder, fuzzy, priority, entry };
  };

  return {
    pageCount: pages.length,
    search(keywords) {
      const tokens = tokenize(keywords);
      if (tokens.length === 0) return [];

      const titleHits = new Uint16Array(entries.length);
      const textHits = new Uint16Array(entries.length);
      for (const token of tokens) {
        titles.count(token, titleHits);
        texts.count(token, textHits);
      }
      const hits: Hit[] = [];
      const exact = new Set<number>();
      entries.forEach((entry, i) => {
        const inTitle = titleHits[i] as number;
        const inText = textHits[i] as number;
        if (inTitle + inText === 0) return;
        exact.add(i);
        hits.push(candidate(entry, false, hintPriority(entry.titleWeight, inTitle, inText)));
      });
      // Fuzzy hints rank after every exact hint, so when exact hints fill the list they would all
      // be cut: skip lunr then, which saves most of the time of a common word on a large site.
      if (hits.length < MAX_HINTS) {
        for (const { doc, score } of fuzzySearch(fuzzyIndex, tokens)) {
          const entry = entries[doc];
          if (entry && !exact.has(doc))
            hits.push(candidate(entry, true, Math.round(score * 1000) / 1000));
        }
      }

      return rank(hits).map((group) => ({
        ...(group.title !== undefined && { title: group.title }),
        priority: group.priority,
        hints: group.items.map((hit) => toHint(hit, tokens)),
      }));
    },
  };
}

function toHint({ entry, priority, fuzzy }: Hit, tokens: readonly string[]): SearchHint {
  // Fuzzy hints matched a stem or a neighbour, not the typed text: nothing in them is marked.
  const marks = fuzzy ? [] : tokens;
  return {
    type: entry.type,
    link: entry.link,
    priority,
    pageTitle: entry.pageTitle,
    highlightTitleTexts: highlight(entry.title, marks),
    highlightTexts: entry.text ? snippet(entry.text, marks) : ([] as HighlightText[]),
  };
}
