import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture, options } from '../test/parseFixture';
import { parsePage, textOf } from './parse';

describe('parsePage embeds', () => {
  it.each([
    ['#L3-L5', ['Two', 'Three']],
    ['#L7', ['Four']],
    ['#RE-/T\\w+e/', ['Three']],
  ])('embeds the part %s of a file', (fragment, paragraphs) => {
    const root = fixture({ 'docs/part.md': 'One\n\nTwo\n\nThree\n\nFour\n' });
    const page = parsePage(
      `# Guide\n\n<embed src="./part.md${fragment}"></embed>\n`,
      path.join(root, 'docs/guide.md'),
      options(root),
    );
    const texts = page.tree.children.flatMap((node) =>
      node.type === 'element' && node.tagName === 'p' ? [textOf(node)] : [],
    );
    expect(texts).toEqual(paragraphs);
  });

  it.each([
    ['#L9-L12', /guide\.md:3: embed \.\/part\.md#L9-L12: lines 9 to 12 are not in the file/],
    ['#RE-/zzz/', /guide\.md:3: embed \.\/part\.md#RE-\/zzz\/: nothing in the file matches/],
    ['#RE-/(/', /invalid regular expression/],
    ['#intro', /must be #L3, #L3-L9 or #RE-\/pattern\//],
  ])('names the page and line of an embed part that is not there: %s', (fragment, message) => {
    const root = fixture({ 'docs/part.md': 'One\n\nTwo\n' });
    expect(() =>
      parsePage(
        `# Guide\n\n<embed src="./part.md${fragment}"></embed>\n`,
        path.join(root, 'docs/guide.md'),
        options(root),
      ),
    ).toThrow(message);
  });
});
