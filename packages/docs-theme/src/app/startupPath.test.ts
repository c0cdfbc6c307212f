import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeStartupPath } from './startupPath';

describe('normalizeStartupPath', () => {
  it.each([
    ['/', null],
    ['/guide', null],
    ['/guide/', '/guide'],
    ['/components/tm-button//', '/components/tm-button'],
    ['//evil.example/', '/evil.example'],
    ['//components/tm-button', '/components/tm-button'],
    ['/\\evil.example/', '/evil.example'],
    ['/components//tm-button', null],
    ['/components/%E0%A4%A', '/components/E0A4A'],
    ['/guide/%E4%B8%AD', null],
  ])('%s → %s', (input, output) => expect(normalizeStartupPath(input)).toBe(output));

  it('never produces an address that leaves the origin', () => {
    fc.assert(
      fc.property(fc.string(), (tail) => {
        const result = normalizeStartupPath(`/${tail}`) ?? `/${tail}`;
        if (normalizeStartupPath(`/${tail}`) === null) return;
        expect(new URL(result, 'https://docs.example').origin).toBe('https://docs.example');
      }),
    );
  });
});
