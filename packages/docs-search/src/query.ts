import lunr from 'lunr';

/**
 * lunr behind the exact matcher: stemming finds 'buttons' for Button, edit distance 1 on
 * words of 4+ letters finds 'buton'. User text never reaches lunr's query parser (where
 * `:`, `~`, `^`, `*`, `+` and `-` are syntax): clauses are built programmatically from plain
 * ASCII words only.
 */

/** Words shorter than this get neither stemming nor typos: the exact matcher covers them. */
const MIN_WORD = 3;
/** Typo tolerance starts here; shorter words have too many neighbours at distance 1. */
const MIN_FUZZY_WORD = 4;
/** Longer "words" are pasted text, not typos; fuzzy matching them costs more than it finds. */
const MAX_FUZZY_WORD = 24;
const TITLE_BOOST = 10;

/** One lunr document per entry: `t` the searched title, `b` the body text. */
interface FuzzyDoc {
  t: string;
  b: string;
}

interface FuzzyIndex {
  index: lunr.Index;
  /** Every (stemmed) term in the index. */
  terms: ReadonlySet<string>;
}

export function buildFuzzyIndex(docs: readonly FuzzyDoc[]): FuzzyIndex {
  let terms = new Set<string>();
  const index = lunr(function () {
    this.ref('i');
    this.field('t', { boost: TITLE_BOOST });
    this.field('b');
    docs.forEach((doc, i) => this.add({ i: String(i), ...doc }));
    terms = new Set(Object.keys(this.invertedIndex));
  });
  return { index, terms };
}

/**
 * The ASCII words inside the query tokens that lunr can stem (its stemmer is English).
 * @example fuzzyWords(['pull-to-refresh', '按钮']) // ['pull', 'refresh']
 */
export function fuzzyWords(tokens: readonly string[]): string[] {
  const words = tokens
    .flatMap((token) => token.split(/[^a-z0-9]+/))
    .filter((word) => word.length >= MIN_WORD);
  return [...new Set(words)];
}

interface FuzzyHit {
  doc: number;
  score: number;
}

/** Documents matching a stemmed word, or a word one edit away; best first. */
export function fuzzySearch({ index, terms }: FuzzyIndex, tokens: readonly string[]): FuzzyHit[] {
  const words = fuzzyWords(tokens);
  if (words.length === 0) return [];
  return index
    .query((query) => {
      for (const word of words) {
        const stem = lunr.stemmer(new lunr.Token(word, {})).toString();
        query.term(stem, { usePipeline: false });
        // A word the index knows is no typo; skipping its neighbours saves most of the query time.
        if (!terms.has(stem) && word.length >= MIN_FUZZY_WORD && word.length <= MAX_FUZZY_WORD) {
          query.term(stem, { usePipeline: false, editDistance: 1 });
        }
      }
    })
    .map((result) => ({ doc: Number(result.ref), score: result.score }));
}
