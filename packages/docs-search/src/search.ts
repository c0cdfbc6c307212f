import { toEntries, type Entry } from './entries';
import { goToPages, phraseOf } from './goTo';
import { highlight, snippet } from './highlight';
import { createHaystack, fold, tokenize } from './match';
import { buildFuzzyIndex, fuzzySearch } from './query';
import {
  GO_TO_PRIORITY,
  hintPriority,
  MAX_HINTS,
  PAGE_TITLE_HIT,
  rank,
  type Candidate,
} from './score';
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
 * Prepares the pages once (folded texts, word bounds, lunr index) so that each query is a pass
 * of indexOf over precomputed strings plus one lunr lookup, and only the hints that will be
 * shown get highlighted.
 */
export function createSearchEngine(pages: readonly SearchPage[]): SearchEngine {
  const entries = toEntries(pages);
  const fuzzyIndex = buildFuzzyIndex(
    entries.map((entry) => ({
      t: entry.titleWeight > 0 ? entry.names.text : '',
      b:
        entry.type === 'page'
          ? ''
          : [entry.text?.text, entry.extra?.text].filter(Boolean).join(' '),
    })),
  );
  const names = createHaystack(
    entries.flatMap((entry, i) => (entry.titleWeight > 0 ? [[i, entry.names] as const] : [])),
  );
  // Shown text and hidden keywords form one text, so a token found in both is one hit. A page's
  // text is its subtitle, already searched as one of its names.
  const texts = createHaystack(
    entries.flatMap((entry, i) => {
      if (entry.type === 'page' || !(entry.text || entry.extra)) return [];
      const text = [entry.text?.text, entry.extra?.text].filter((part) => part !== undefined);
      return [[i, fold(text.join('\n'))] as const];
    }),
  );
  const pageEntries = new Map(
    entries.flatMap((entry) => (entry.type === 'page' ? [[entry.page, entry]] : [])),
  );
  const byName = goToPages(pages);

  const candidate = (entry: Entry, fuzzy: boolean, priority: number): Hit => {
    const page = pages[entry.page] as SearchPage;
    return { navTitle: page.navTitle, navOrder: page.navOrder, fuzzy, priority, entry };
  };

  return {
    pageCount: pages.length,
    search(keywords) {
      const tokens = tokenize(keywords);
      if (tokens.length === 0) return [];

      const titleScores = new Float64Array(entries.length);
      const textScores = new Float64Array(entries.length);
      for (const token of tokens) {
        names.score(token, titleScores);
        texts.score(token, textScores);
      }
      const goTo = new Set(byName.get(phraseOf(keywords)) ?? []);
      const hits: Hit[] = [];
      const exact = new Set<number>();
      entries.forEach((entry, i) => {
        const inTitle = titleScores[i] as number;
        const inText = textScores[i] as number;
        if (inTitle + inText === 0) return;
        exact.add(i);
        // A page offered as "Go to" is not repeated in its group.
        if (entry.type === 'page' && goTo.has(entry.page)) return;
        hits.push(candidate(entry, false, hintPriority(entry.titleWeight, inTitle, inText)));
      });
      // Fuzzy hints rank after every exact hint, so when exact hints fill the list they would all
      // be cut: skip lunr then, which saves most of the time of a common word on a large site.
      if (hits.length + goTo.size < MAX_HINTS) {
        for (const { doc, score } of fuzzySearch(fuzzyIndex, tokens)) {
          const entry = entries[doc];
          if (entry && !exact.has(doc))
            hits.push(candidate(entry, true, Math.round(score * 1000) / 1000));
        }
      }

      const groups: SearchGroup[] = [];
      if (goTo.size > 0) {
        groups.push({
          goTo: true,
          priority: GO_TO_PRIORITY,
          hints: [...goTo].map((page) =>
            toHint({ ...candidate(pageEntries.get(page) as Entry, false, PAGE_TITLE_HIT) }, tokens),
          ),
        });
      }
      for (const group of rank(hits, MAX_HINTS - goTo.size)) {
        groups.push({
          ...(group.title !== undefined && { title: group.title }),
          priority: group.priority,
          hints: group.items.map((hit) => toHint(hit, tokens)),
        });
      }
      return groups;
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
