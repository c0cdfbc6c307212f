import { describe, expect, test } from 'vitest';
import { buildFuzzyIndex, fuzzySearch, fuzzyWords } from './query';

describe('fuzzyWords', () => {
  test.each<[string[], string[]]>([
    [['buttons'], ['buttons']],
    [['pull-to-refresh'], ['pull', 'refresh']],
    [['按钮', 'ok'], []],
    [['title:button~2^10'], ['title', 'button']],
    [
      ['+required', '-excluded', 'wild*'],
      ['required', 'excluded', 'wild'],
    ],
  ])('%j → %j', (tokens, words) => {
    expect(fuzzyWords(tokens)).toEqual(words);
  });
});

describe('fuzzySearch', () => {
  const index = buildFuzzyIndex([
    { t: 'Button', b: '' },
    { t: '', b: 'Pull the list down to refresh it.' },
    { t: 'Toast', b: 'A short message.' },
  ]);
  const docs = (tokens: string[]) => fuzzySearch(index, tokens).map((hit) => hit.doc);

  test.each<[string, string[], number[]]>([
    ['a plural finds its stem', ['buttons'], [0]],
    ['one letter missing', ['buton'], [0]],
    ['one letter wrong', ['tosst'], [2]],
    ['a stemmed verb', ['refreshing'], [1]],
    ['two edits are too many', ['bttn'], []],
    ['short words get no typo tolerance', ['tst'], []],
    ['lunr syntax is plain text', ['button:title^10'], [0]],
    ['nothing close', ['xyzzy'], []],
  ])('%s', (_, tokens, expected) => {
    expect(docs(tokens)).toEqual(expected);
  });
});
