import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';

describe('highlight', () => {
  it('tokenises the first block of a language as fully as every later one', async () => {
    const expected = [
      [
        ['const', 'tessera-token-keyword'],
        [' '],
        ['a', 'tessera-token-constant'],
        [' '],
        ['=', 'tessera-token-keyword'],
        [' '],
        ['1', 'tessera-token-constant'],
      ],
    ];
    // The first call of this module's highlighter, which also compiles the grammar.
    expect(await highlight('const a = 1\n', 'js')).toEqual(expected);
    expect(await highlight('const a = 1\n', 'javascript')).toEqual(expected);
  });

  it('returns unknown languages as plain lines', async () => {
    expect(await highlight('a\n\nb\n', 'nope')).toEqual([[['a']], [], [['b']]]);
  });
});
