import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage } from './parse';
import { rawTags } from './rawTags';

describe('rawTags', () => {
  it('reads attributes in double quotes, single quotes or none, names in lower case', () => {
    const [code, api] = rawTags(
      `<code src=./demos/a.tsx TITLE='Say "hi"' iframe></code>\n<API id="Button" />`,
    );
    expect(code).toMatchObject({ name: 'code', start: 0 });
    expect(Object.fromEntries(code!.attributes)).toEqual({
      src: './demos/a.tsx',
      title: 'Say "hi"',
      iframe: '',
    });
    expect(api).toMatchObject({ name: 'api' });
    expect(api!.attributes.get('id')).toBe('Button');
  });

  it('ends a tag after its end tag when only white space comes between', () => {
    const html = '<code src="a.tsx">  </code> after';
    expect(rawTags(html)[0]!.end).toBe(html.indexOf(' after'));
  });
});

describe('the tags a page renders are the tags its markdown copy replaces', () => {
  it.each([
    ['double quotes, inline', '<code src="./demos/a.tsx"></code>'],
    ['single quotes, inline', "<code src='./demos/a.tsx'></code>"],
    ['no quotes, in an HTML block', '<div>\n<code src=./demos/a.tsx></code>\n</div>'],
  ])('a demo tag with %s', (_, tag) => {
    const root = mkdtempSync(path.join(tmpdir(), 'docs-raw-tags-'));
    mkdirSync(path.join(root, 'docs/demos'), { recursive: true });
    writeFileSync(path.join(root, 'docs/demos/a.tsx'), 'export default () => null;\n');
    const file = path.join(root, 'docs/index.md');
    const page = parsePage(`# Home\n\n${tag}\n`, file, {
      root,
      docsDir: 'docs',
      routePrefix: {},
    });
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
});
