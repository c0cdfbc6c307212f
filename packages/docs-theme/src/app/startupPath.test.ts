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

  it.each([
    ['/docs/', null],
    ['/docs', '/docs/'],
    ['/docs//', '/docs/'],
    ['/docs/guide/', '/docs/guide'],
    ['/docs/components/tm-button/', '/docs/components/tm-button'],
    ['/docs/~demos/button-demo-basic/', '/docs/~demos/button-demo-basic'],
    ['//docs/', '/docs/'],
    ['/', null],
    ['/other/', '/other'],
  ])('under the base path /docs/: %s → %s', (input, output) =>
    expect(normalizeStartupPath(input, '/docs/')).toBe(output),
  );

  it('keeps one leading slash when dropping a malformed escape brings two together', () => {
    expect(normalizeStartupPath('/%/ ')).toBe('/ ');
    expect(normalizeStartupPath('/%/evil.example/x%E0')).toBe('/evil.example/xE0');
  });

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
