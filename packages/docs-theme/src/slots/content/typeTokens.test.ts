import { describe, expect, it } from 'vitest';
import { typeTokens } from './typeTokens';

const words = (type: string) =>
  typeTokens(type)
    .filter((token) => token.word)
    .map((token) => token.text);

describe('typeTokens', () => {
  it.each([
    ['boolean', ['boolean']],
    ["boolean | 'auto'", ['boolean', "'auto'"]],
    ['boolean|string', ['boolean', 'string']],
    ["'top-left' | 'bottom-right'", ["'top-left'", "'bottom-right'"]],
    ['Record<string, ReactNode>', ['Record<string,', 'ReactNode>']],
    ['() => void', ['()', '=>', 'void']],
    ['--tm-popup-z-index', ['--tm-popup-z-index']],
    ['', []],
  ])('%j keeps %j whole', (type, expected) => expect(words(type)).toEqual(expected));

  it.each(['boolean | string', '{\n  a: string;\n}', '  a |b|  c  ', ''])(
    'gives back %j exactly, pieces joined',
    (type) =>
      expect(
        typeTokens(type)
          .map((token) => token.text)
          .join(''),
      ).toBe(type),
  );
});
