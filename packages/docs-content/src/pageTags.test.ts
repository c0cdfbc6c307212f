import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage } from './parse';

function site(files: Record<string, string> = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-page-tags-'));
  mkdirSync(path.join(root, 'docs/demos'), { recursive: true });
  writeFileSync(path.join(root, 'docs/demos/a.tsx'), 'export default () => null;\n');
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
  const parse = (markdown: string) =>
    parsePage(markdown, path.join(root, 'docs/index.md'), {
      root,
      docsDir: 'docs',
      routePrefix: {},
    });
  return { root, parse };
}

describe('the tags a page renders are the tags its markdown copy replaces', () => {
  it.each([
    ['double quotes, inline', '<code src="./demos/a.tsx"></code>'],
    ['single quotes, inline', "<code src='./demos/a.tsx'></code>"],
    ['no quotes, in an HTML block', '<div>\n<code src=./demos/a.tsx></code>\n</div>'],
  ])('a demo tag with %s', (_, tag) => {
    const { root, parse } = site();
    const page = parse(`# Home\n\n${tag}\n`);
    expect(page.demos.map((demo) => demo.file)).toEqual([path.join(root, 'docs/demos/a.tsx')]);
    expect(page.source.tags).toEqual([
      {
        kind: 'demo',
        file: path.join(root, 'docs/demos/a.tsx'),
        start: page.source.text.indexOf('<code') + page.source.offset,
        end: page.source.text.indexOf('</code>') + page.source.offset + '</code>'.length,
      },
    ]);
  });

  it('a tag whose lines a paragraph indents: its place is the one in the source', () => {
    const { root, parse } = site();
    const page = parse(
      "# Home\n\nText <code compact\n    src='./demos/a.tsx'\n    title=x></code> more\n",
    );
    const [tag] = page.source.tags;
    expect(
      page.source.text.slice(tag!.start - page.source.offset, tag!.end - page.source.offset),
    ).toBe("<code compact\n    src='./demos/a.tsx'\n    title=x></code>");
    expect(tag).toMatchObject({ kind: 'demo', file: path.join(root, 'docs/demos/a.tsx') });
  });
});

describe('a tag the page cannot read', () => {
  it('fails instead of showing a demo the markdown copy would not', () => {
    const { parse } = site();
    expect(() => parse('# Home\n\n<div>\n<code/src="./demos/a.tsx"></code>\n</div>\n')).toThrow(
      'docs/index.md: a <code> tag is written in a form the page cannot read: write it as <code src="…"></code>',
    );
  });
});

describe('the line of a demo or API tag in messages', () => {
  it.each([
    ['on its own', '<code src="./demos/missing.tsx"></code>', 5],
    ['inline', "Text <code src='./demos/missing.tsx' /> more", 5],
    ['in an HTML block', '<div>\n\n<p>x</p>\n<code src=./demos/missing.tsx />\n</div>', 8],
  ])('names the line of a demo tag %s', (_, tag, line) => {
    const { parse } = site();
    expect(() => parse(`# Home\n\nText.\n\n${tag}\n`)).toThrow(
      `docs/index.md:${line}: demo file ./demos/missing.tsx not found`,
    );
  });

  it('names the line of each API tag', () => {
    const { parse } = site();
    const page = parse(
      '# Home\n\n<API id="A"></API>\n\n<div>\n<API id=B />\n</div>\n\nText <API/>\n',
    );
    expect(page.apis).toEqual([
      { id: 'A', line: 3 },
      { id: 'B', line: 6 },
      { id: '', line: 9 },
    ]);
  });
});
