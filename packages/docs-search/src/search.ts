import { toEntries, type Entry } from './entries';
import { highlight, snippet } from './highlight';
import { countHits, tokenize } from './match';
import { buildFuzzyIndex, fuzzySearch } from './query';
import { hintPriority, rank, type Candidate } from './score';
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

  const candidate = (entry: Entry, fuzzy: boolean, priority: number): Hit => {
    const page = pages[entry.page] as SearchPage;
    return { navTitle: page.navTitle, navOrder: page.navOrder, fuzzy, priority, entry };
  };

  return {
    pageCount: pages.length,
    search(keywords) {
      const tokens = tokenize(keywords);
      if (tokens.length === 0) return [];

      const hits: Hit[] = [];
      const exact = new Set<number>();
      entries.forEach((entry, index) => {
        const titleHits = entry.titleWeight > 0 ? countHits(entry.title, tokens) : 0;
        const textHits = countTextHits(entry, tokens);
        if (titleHits + textHits === 0) return;
        exact.add(index);
        hits.push(candidate(entry, false, hintPriority(entry.titleWeight, titleHits, textHits)));
      });
      for (const { doc, score } of fuzzySearch(fuzzyIndex, tokens)) {
        const entry = entries[doc];
        if (entry && !exact.has(doc))
          hits.push(candidate(entry, true, Math.round(score * 1000) / 1000));
      }

      return rank(hits).map((group) => ({
        ...(group.title !== undefined && { title: group.title }),
        priority: group.priority,
        hints: group.items.map((hit) => toHint(hit, tokens)),
      }));
    },
  };
}

/** Tokens found in the shown text or in the hidden keywords, each counted once. */
function countTextHits(entry: Entry, tokens: readonly string[]): number {
  if (!entry.extra) return countHits(entry.text, tokens);
  return tokens.filter(
    (token) => entry.text?.folded.includes(token) || entry.extra?.folded.includes(token),
  ).length;
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
