import { describe, expect, test } from 'vitest';
import {
  createHaystack,
  findMatches,
  fold,
  INSIDE_WORD,
  tokenize,
  WHOLE_WORD,
  wordBounds,
  WORD_START,
} from './match';
import { MAX_QUERY_LENGTH } from './types';

describe('tokenize', () => {
  test.each<[string, string[]]>([
    ['Button', ['button']],
    ['  Button   group ', ['button', 'group']],
    ['button\tgroup', ['button', 'group']],
    ['button\ngroup', ['button', 'group']],
    ['button\u00a0group', ['button', 'group']],
    ['按钮\u3000组件', ['按钮', '组件']],
    ['Button BUTTON button', ['button']],
    ['(', ['(']],
    ['a|b .* \\d+', ['a|b', '.*', '\\d+']],
    ['e\u0301', ['\u00e9']],
    ['\uD83D', []],
    ['x\uDC00y', ['xy']],
    ['👍', ['👍']],
    ['', []],
    [' \t\n\u00a0\u3000', []],
  ])('%j → %j', (input, tokens) => {
    expect(tokenize(input)).toEqual(tokens);
  });

  test(`input is cut to ${MAX_QUERY_LENGTH} characters`, () => {
    expect(tokenize('a'.repeat(10_000))).toEqual(['a'.repeat(MAX_QUERY_LENGTH)]);
  });

  test('2 000 repeated tokens collapse to one', () => {
    expect(tokenize('ab '.repeat(2000))).toEqual(['ab']);
  });
});

describe('fold', () => {
  test('keeps the NFC text and its lower case', () => {
    expect(fold('Cafe\u0301')).toEqual({ text: 'Café', folded: 'café' });
  });

  test('maps folded offsets back when lower-casing changes the length', () => {
    const folded = fold('İx');
    expect(folded.folded).toBe('i\u0307x');
    expect(folded.origin).toEqual([0, 0, 1, 2]);
  });
});

describe('haystack', () => {
  const score = (texts: [number, string][], tokens: string[]) => {
    const scores = new Float64Array(4);
    const haystack = createHaystack(texts.map(([owner, text]) => [owner, fold(text)]));
    for (const token of tokens) haystack.score(token, scores);
    return [...scores];
  };

  test.each<[string, [number, string][], string[], number[]]>([
    [
      'one token, its best match per text',
      [
        [0, 'Button button'],
        [1, 'no'],
        [2, 'a button'],
      ],
      ['button'],
      [WHOLE_WORD, 0, WHOLE_WORD, 0],
    ],
    [
      'each distinct token adds its match',
      [
        [0, 'Button group'],
        [1, 'group'],
      ],
      ['button', 'group'],
      [2 * WHOLE_WORD, WHOLE_WORD, 0, 0],
    ],
    [
      'a whole word, the start of a word, inside a word',
      [
        [0, 'Pull to refresh'],
        [1, 'Toast'],
        [2, 'Customize it'],
      ],
      ['to'],
      [WHOLE_WORD, WORD_START, INSIDE_WORD, 0],
    ],
    [
      'a later whole word beats an earlier inner match in the same text',
      [[0, 'components to']],
      ['to'],
      [WHOLE_WORD, 0, 0, 0],
    ],
    [
      'camel case and punctuation start words',
      [
        [0, 'popupRole'],
        [1, 'on-change'],
        [2, 'onChange'],
      ],
      ['role', 'change'],
      [WHOLE_WORD, WHOLE_WORD, WHOLE_WORD, 0],
    ],
    [
      'substrings in CJK text are whole words',
      [
        [0, '一个按钮组件'],
        [3, '按钮'],
      ],
      ['按钮'],
      [WHOLE_WORD, 0, 0, WHOLE_WORD],
    ],
    [
      'regex syntax is literal',
      [
        [0, 'a lone a'],
        [1, 'a|b'],
      ],
      ['a|b'],
      [0, WHOLE_WORD, 0, 0],
    ],
    [
      'a dot is a dot',
      [
        [0, '3.5 kg'],
        [1, '3x5'],
      ],
      ['.'],
      [WHOLE_WORD, 0, 0, 0],
    ],
    [
      'no match spans two texts',
      [
        [0, 'ab'],
        [1, 'cd'],
      ],
      ['bc'],
      [0, 0, 0, 0],
    ],
    [
      'empty texts are skipped over',
      [
        [0, ''],
        [1, ''],
        [2, 'x'],
      ],
      ['x'],
      [0, 0, WHOLE_WORD, 0],
    ],
  ])('%s', (_, texts, tokens, scores) => {
    expect(score(texts, tokens)).toEqual(scores);
  });
});

describe('wordBounds', () => {
  test.each<[string, string, number[]]>([
    ['spaces and punctuation', 'a bc-d', [0, 1, 2, 4, 5, 6]],
    ['camel case', 'onChangeURL', [0, 2, 8, 11]],
    ['every CJK character', '按钮ok', [0, 1, 2, 4]],
    ['a pair of surrogates is one character', 'a😀b', [0, 1, 3, 4]],
  ])('%s', (_, text, expected) => {
    const bounds = wordBounds(text);
    expect([...bounds.keys()].filter((i) => bounds[i])).toEqual(expected);
  });
});

describe('findMatches', () => {
  test.each<[string, string[], [number, number][]]>([
    ['Button group', ['button'], [[0, 6]]],
    [
      'aaa',
      ['a'],
      [
        [0, 1],
        [1, 2],
        [2, 3],
      ],
    ],
    ['abc', ['ab', 'bc'], [[0, 2]]],
    ['abc', ['b', 'abc'], [[0, 3]]],
    ['x(y)', ['('], [[1, 2]]],
    [
      'İİ',
      ['i\u0307'],
      [
        [0, 1],
        [1, 2],
      ],
    ],
    ['İ', ['i'], []],
    ['nothing', ['zzz'], []],
  ])('%j with %j', (text, tokens, ranges) => {
    expect(findMatches(fold(text), tokens).map(({ start, end }) => [start, end])).toEqual(ranges);
  });
});
