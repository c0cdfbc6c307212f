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

  it("reads Shiki's aliases and `console` as the shell, and marks a command's arguments", async () => {
    const shell = await highlight('npm install @tessera/mobile\n', 'bash');
    // Shiki's precompiled shell grammar leaves `install @tessera/mobile` as one plain token.
    expect(shell).toEqual([
      [
        ['npm', 'tessera-token-function'],
        [' '],
        ['install', 'tessera-token-string'],
        [' '],
        ['@tessera/mobile', 'tessera-token-string'],
      ],
    ]);
    for (const name of ['sh', 'shell', 'zsh', 'console', 'shellscript'])
      expect(await highlight('npm install @tessera/mobile\n', name), name).toEqual(shell);
    expect(await highlight('a: 1\n', 'yml')).toEqual(await highlight('a: 1\n', 'yaml'));
  });

  it('returns unknown languages as plain lines', async () => {
    expect(await highlight('a\n\nb\n', 'nope')).toEqual([[['a']], [], [['b']]]);
  });
});
