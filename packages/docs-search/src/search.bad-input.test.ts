import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { pages } from '../test/pages';
import { fold, tokenize } from './match';
import { MAX_HINTS } from './score';
import { createSearchEngine } from './search';
import type { HighlightText, SearchGroup } from './types';

// Page text that is itself markup, regex syntax, emoji and entities, as documentation can be.
const site = [
  ...pages,
  {
    navTitle: 'Guide',
    navOrder: 1,
    title: 'Escaping',
    link: '/guide/escaping',
    sections: [
      {
        rawTitle: 'Markup <b>in</b> a heading',
        title: 'Markup <b>in</b> a heading',
        link: '/guide/escaping#markup',
        paragraphs: [
          'Document &amp;<img src=x onerror=window.__x=1> as text.',
          'A pattern like (a|b)* or [0-9]{2} or \\d+ or .* is text too, and so is a lone a.',
          'Emoji 👍 and family 👨‍👩‍👧 and é, written composed.',
        ],
      },
    ],
    demos: [],
  },
];
const engine = createSearchEngine(site);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const hints = (groups: SearchGroup[]) => groups.flatMap((group) => group.hints);
const pieces = (groups: SearchGroup[]): HighlightText[] =>
  hints(groups).flatMap((hint) => [...hint.highlightTitleTexts, ...hint.highlightTexts]);
const marked = (groups: SearchGroup[]) =>
  pieces(groups)
    .filter((piece) => piece.highlighted)
    .map((piece) => piece.text);

describe('regular-expression characters are literal', () => {
  test.each([
    '(',
    ')',
    '[',
    ']',
    '\\',
    '*',
    '+',
    '?',
    '.',
    '^',
    '$',
    '{2}',
    '|',
    '.*',
    '\\d+',
    '(?<x>',
    'a|b',
  ])('%s', (query) => {
    expect(() => engine.search(query)).not.toThrow();
    for (const text of marked(engine.search(query)))
      expect(text.toLowerCase()).toBe(query.toLowerCase());
  });

  test('a|b does not match a lone a, only the literal a|b', () => {
    expect(marked(engine.search('a|b'))).toEqual(['a|b']);
    expect(createSearchEngine(pages).search('a|b')).toEqual([]);
  });

  test('(a|b)* finds the paragraph that contains it literally', () => {
    expect(marked(engine.search('(a|b)*'))).toEqual(['(a|b)*']);
  });
});

describe('long input', () => {
  test.each([1_000, 10_000])('a %i-character query answers, capped', (length) => {
    // 'button' every 100 characters, so the cut at 200 falls between words.
    const query = `button${' '.repeat(94)}`.repeat(length / 100);
    expect(hints(engine.search(query)).length).toBeLessThanOrEqual(MAX_HINTS);
    expect(engine.search(query)).toEqual(engine.search('button button'));
  });

  test('a 10 000-character word without spaces finds nothing', () => {
    expect(engine.search('x'.repeat(10_000))).toEqual([]);
  });

  test('a one-letter query is capped', () => {
    expect(hints(engine.search('e'))).toHaveLength(MAX_HINTS);
  });
});

describe('whitespace only', () => {
  test.each([' ', '   ', '\t', '\n', '\u00a0', '\u3000', ' \t\n\u00a0\u3000 '])(
    '%j searches nothing',
    (query) => {
      expect(engine.search(query)).toEqual([]);
    },
  );
});

describe('emoji and surrogates', () => {
  test.each(['👍', '👨‍👩‍👧', '\uD83D', '\uDC4D', 'a\uD83Db', '\uFFFF'])('%j', (query) => {
    const results = engine.search(query);
    for (const piece of pieces(results)) expect(piece.text).not.toContain('\uFFFD');
    for (const piece of pieces(results)) expect(piece.text).not.toMatch(LONE_SURROGATE);
  });

  test('a lone surrogate never matches half an emoji', () => {
    expect(engine.search('\uD83D')).toEqual([]);
  });

  test('é typed as e + U+0301 matches é written composed', () => {
    expect(marked(engine.search('e\u0301'))).toContain('é');
  });
});

describe('markup', () => {
  test('markup in the query is searched as text', () => {
    expect(marked(engine.search('<img'))).toEqual(['<img']);
  });

  test('markup in page text comes back as plain text pieces', () => {
    const [hint] = hints(engine.search('amp'));
    expect(hint?.highlightTexts).toEqual([
      { text: 'Document &' },
      { text: 'amp', highlighted: true },
      { text: ';<img src=x onerror=window.__x=1> as text.' },
    ]);
  });

  test('a heading with markup is highlighted as text', () => {
    expect(hints(engine.search('<b>'))[0]?.highlightTitleTexts).toEqual([
      { text: 'Markup ' },
      { text: '<b>', highlighted: true },
      { text: 'in</b> a heading' },
    ]);
  });
});

describe('properties', () => {
  const queries = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'grapheme', maxLength: 10 }),
    fc.string({ unit: 'binary', maxLength: 10 }),
    fc.constantFrom('button', 'Toast', '按钮', '(a|b)*', '.*', 'buton', 'e\u0301', '👍'),
  );

  test('search never throws', () => {
    fc.assert(fc.property(queries, (query) => void engine.search(query)));
  });

  test('every highlighted piece equals a query token, case-insensitively', () => {
    fc.assert(
      fc.property(queries, (query) => {
        const tokens = tokenize(query);
        for (const text of marked(engine.search(query)))
          expect(tokens).toContain(fold(text).folded);
      }),
    );
  });

  test('pieces put back together are the original text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        fc.string({ maxLength: 4 }),
        (text, query) => {
          const one = createSearchEngine([
            { navOrder: 0, title: text, link: '/x', sections: [], demos: [] },
          ]);
          for (const hint of hints(one.search(query))) {
            expect(hint.highlightTitleTexts.map((piece) => piece.text).join('')).toBe(
              text.normalize('NFC'),
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
