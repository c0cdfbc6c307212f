import type { Element, Root, RootContent } from 'hast';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiTables } from '../src/api/tables';
import { resolveConfig } from '../src/config';
import { textOf } from '../src/parse';
import { SiteContent } from '../src/site';
import { writeSiteFiles } from '../src/siteFiles';
import { writeSite } from './fixtureSite';

/**
 * Every spelling of a demo or API tag HTML allows, as a page around it: the page, its markdown
 * copy and `llms.txt` must all read it as the double-quoted tag.
 */
const demoTags = {
  double: '<code src="./demos/a.tsx"></code>',
  single: "<code src='./demos/a.tsx'></code>",
  selfclosing: '<code src="./demos/a.tsx" />',
  attributes: '<code compact src=\'./demos/a.tsx\'\n  data-note="a > b"></code>',
  upper: '<CODE SRC="./demos/a.tsx"></CODE>',
};
/**
 * In an HTML block: markdown reads an unquoted address with a `/` in a paragraph as text (as the
 * page shows it), but an HTML block is HTML.
 */
const wrappedTags = {
  wrapped: '<div>\n<code src="./demos/a.tsx"></code>\n</div>',
  'wrapped-unquoted': '<div>\n<code src=./demos/a.tsx></code>\n</div>',
  'wrapped-selfclosing-unquoted': '<div>\n<code src=./demos/a.tsx />\n</div>',
  'wrapped-selfclosing-single': "<div>\n<code src='./demos/a.tsx'/>\n</div>",
};
const apiTags = {
  api: '<API id="Button"></API>',
  'api-single': "<API id='Button'></API>",
  'api-unquoted': '<API id=Button></API>',
  'api-selfclosing': '<API id="Button" />',
  'api-attributes': '<API exports=\'["default"]\' id=Button title="Props"/>',
};
/** Inline, in a paragraph, the start and end tags are HTML nodes of their own. */
const inlineTags = {
  'inline-double': 'Text <code src="./demos/a.tsx"></code> more',
  'inline-single': "Text <code src='./demos/a.tsx'></code> more",
  'inline-selfclosing': 'Text <code src="./demos/a.tsx"/> more',
  'inline-api': 'Text <API id="Button"></API> more',
  'inline-api-selfclosing': 'Text <API id=Button /> more',
};

const page = (tag: string) => `# Page\n\nBefore.\n\n${tag}\n\nAfter.\n\n## End\n\nLast.\n`;

function buildCopies(name: string, pages: Record<string, string>) {
  const root = writeSite(name, {
    'docs/demos/a.tsx': '/**\n * title: Alpha\n */\nexport default () => <p>alpha</p>;\n',
    ...Object.fromEntries(
      Object.entries(pages).map(([file, tag]) => [`docs/${file}.md`, page(tag)]),
    ),
  });
  const site = new SiteContent(resolveConfig({ title: 'Tags' }, root));
  site.loadAll();
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  writeSiteFiles(site, new ApiTables(undefined));
  const read = (file: string) => readFileSync(path.join(root, 'dist', file), 'utf8');
  const parsed = (file: string) => site.files().find((p) => p.relativeFile === `${file}.md`)!;
  return { read, parsed };
}

/** The blocks and the words of a rendered page, in order. */
function rendered(tree: Root): string[] {
  const out: string[] = [];
  const walk = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'text' && node.value.trim()) out.push(node.value.trim());
      if (node.type !== 'element') continue;
      // A demo's id is named after its page: only its being there is compared.
      if (node.tagName === 'demo') out.push('[demo]');
      else if (node.tagName === 'api') out.push(`[api ${String(node.properties.id)}]`);
      else if (['code', 'api'].includes(node.tagName))
        out.push(`<${node.tagName}> ${textOf(node as Element)}`);
      walk(node.children);
    }
  };
  walk(tree.children);
  return out;
}

describe('a demo or API tag reads the same in the page, its markdown copy and llms.txt', () => {
  const pages = {
    ...demoTags,
    ...wrappedTags,
    ...apiTags,
    ...inlineTags,
    'api-bare': '<API></API>',
  };
  const { read, parsed } = buildCopies('tag-spellings', pages);
  const demoCopy = read('double.md');
  const apiCopy = read('api.md');

  it('replaces the double-quoted tags with the demo source and the API table', () => {
    expect(demoCopy).toBe(
      '# Page\n\nBefore.\n\n**Alpha**\n\n```tsx\nexport default () => <p>alpha</p>;\n```\n\nAfter.\n\n## End\n\nLast.\n',
    );
    expect(apiCopy).toBe(
      '# Page\n\nBefore.\n\n(No API table for Button.)\n\nAfter.\n\n## End\n\nLast.\n',
    );
    expect(rendered(parsed('double').tree)).toEqual([
      'Page',
      'Before.',
      '[demo]',
      'After.',
      'End',
      'Last.',
    ]);
  });

  it.each(Object.keys(demoTags))('a demo tag written %s', (name) => {
    expect(read(`${name}.md`)).toBe(demoCopy);
    expect(rendered(parsed(name).tree)).toEqual(rendered(parsed('double').tree));
    expect(parsed(name).demos.map((demo) => path.basename(demo.file))).toEqual(['a.tsx']);
  });

  it.each(Object.keys(wrappedTags))('a demo tag in an HTML block, %s', (name) => {
    expect(read(`${name}.md`)).toBe(read('wrapped.md'));
    expect(read('wrapped.md')).toBe(
      demoCopy
        .replace('**Alpha**', '<div>\n**Alpha**')
        .replace('```\n\nAfter', '```\n</div>\n\nAfter'),
    );
    expect(rendered(parsed(name).tree)).toEqual(rendered(parsed('double').tree));
    expect(parsed(name).demos.map((demo) => path.basename(demo.file))).toEqual(['a.tsx']);
  });

  it.each(Object.keys(apiTags))('an API tag written %s', (name) => {
    expect(read(`${name}.md`)).toBe(apiCopy);
    expect(rendered(parsed(name).tree)).toEqual(rendered(parsed('api').tree));
    expect(parsed(name).apis.map((api) => api.id)).toEqual(['Button']);
  });

  it.each(Object.keys(inlineTags))('a tag written inline, %s', (name) => {
    const isApi = name.includes('api');
    const block = isApi
      ? '(No API table for Button.)'
      : demoCopy.split('\n\n').slice(2, 4).join('\n\n');
    expect(read(`${name}.md`)).toBe(
      `# Page\n\nBefore.\n\nText ${block} more\n\nAfter.\n\n## End\n\nLast.\n`,
    );
    expect(rendered(parsed(name).tree)).toEqual([
      'Page',
      'Before.',
      'Text',
      isApi ? '[api Button]' : '[demo]',
      'more',
      'After.',
      'End',
      'Last.',
    ]);
  });

  it('an API tag without attributes is an API block in both', () => {
    expect(parsed('api-bare').apis.map((api) => api.id)).toEqual(['']);
    expect(rendered(parsed('api-bare').tree)).toContain('[api ]');
    expect(read('api-bare.md')).not.toContain('<API');
    expect(read('api-bare.md')).toContain('(No API table: the tag names no component.)');
  });

  it('llms.txt links every copy, and no copy keeps a raw tag', () => {
    const llms = read('llms.txt');
    for (const name of Object.keys(pages)) {
      expect(llms).toContain(`(/${name}.md)`);
      expect(read(`${name}.md`)).not.toMatch(/<(code|api)\b/i);
    }
  });
});

describe('what is not a tag is left alone by both', () => {
  const { read, parsed } = buildCopies('tag-spellings-not', {
    comment: '<!-- <code src="./demos/a.tsx"></code> and <API id="Button"></API> -->',
    'inline-code': 'Text `<code src="./demos/a.tsx"></code>` more',
    fence: '```html\n<API id="Button"></API>\n```',
  });

  it.each(['comment', 'inline-code', 'fence'])('in %s', (name) => {
    const written = readFileSync(path.join(parsed(name).file), 'utf8');
    expect(read(`${name}.md`)).toBe(written);
    expect(parsed(name).demos).toEqual([]);
    expect(parsed(name).apis).toEqual([]);
  });
});
