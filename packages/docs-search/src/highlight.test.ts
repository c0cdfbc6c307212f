import { describe, expect, test } from 'vitest';
import { highlight, snippet } from './highlight';
import { fold } from './match';
import type { HighlightText } from './types';

const mark = (text: string): HighlightText => ({ text, highlighted: true });
const plain = (text: string): HighlightText => ({ text });

describe('highlight', () => {
  test.each<[string, string[], HighlightText[]]>([
    ['Use a Button', ['button'], [plain('Use a '), mark('Button')]],
    ['Button group', ['button', 'group'], [mark('Button'), plain(' '), mark('group')]],
    ['no match', ['zzz'], [plain('no match')]],
    ['', ['a'], []],
    [
      '<script>alert(1)</script>',
      ['script'],
      [plain('<'), mark('script'), plain('>alert(1)</'), mark('script'), plain('>')],
    ],
    ['按钮组件', ['组件'], [plain('按钮'), mark('组件')]],
    ['a 👍 b', ['👍'], [plain('a '), mark('👍'), plain(' b')]],
    ['İstanbul', ['i\u0307stanbul'], [mark('İstanbul')]],
  ])('%j with %j', (text, tokens, pieces) => {
    expect(highlight(fold(text), tokens)).toEqual(pieces);
  });
});

describe('snippet', () => {
  test('keeps a lead-in of 20 characters or fewer as it is', () => {
    expect(snippet(fold('twenty characters!! match'), ['match'])).toEqual([
      plain('twenty characters!! '),
      mark('match'),
    ]);
  });

  test('cuts a longer lead-in to its last 20 characters after "..."', () => {
    const text = 'The first part of this sentence is long, then the match follows.';
    expect(snippet(fold(text), ['match'])).toEqual([
      plain('...e is long, then the '),
      mark('match'),
      plain(' follows.'),
    ]);
  });

  test('counts characters, so an emoji in the lead-in is never cut in half', () => {
    const text = `${'x'.repeat(30)}${'😀'.repeat(20)}match`;
    const [lead] = snippet(fold(text), ['match']);
    expect(lead).toEqual(plain(`...${'😀'.repeat(20)}`));
  });

  test('leaves text without a match whole', () => {
    expect(snippet(fold('nothing here'), ['zzz'])).toEqual([plain('nothing here')]);
  });
});
