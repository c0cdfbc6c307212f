import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../src/build';
import { writeSite } from './fixtureSite';

const quiet = () => {};

/** A tiny component library beside the site, resolved by name like a real dependency. */
const library = {
  'node_modules/acme-ui/package.json': JSON.stringify({
    name: 'acme-ui',
    type: 'module',
    exports: { '.': './src/index.ts' },
  }),
  'node_modules/acme-ui/src/index.ts': "export { Badge, type BadgeProps } from './Badge';\n",
  'node_modules/acme-ui/src/Badge.tsx': [
    "export type BadgeTone = 'neutral' | 'alert';",
    'export interface BadgeProps {',
    '  /** Text inside the badge. Long texts are cut with an ellipsis. */',
    '  text: string;',
    '  /**',
    '   * Colour role.',
    "   * @defaultValue 'neutral'",
    '   */',
    '  tone?: BadgeTone;',
    '  /** Where the dot sits. */',
    '  offset?: { x: number; y?: number };',
    '  /**',
    '   * Old name of `tone`.',
    '   * @deprecated Use `tone`.',
    '   * @since 1.2.0',
    '   */',
    '  color?: string;',
    '  /** Shown as text: <img src=x onerror="alert(1)"> and <script>alert(2)</script>, with `code`. */',
    '  label?: string;',
    '  /** @internal For the library only. */',
    '  secretHook?: () => void;',
    '}',
    '/** A small count or status mark. */',
    'export function Badge(props: BadgeProps) {',
    '  return null;',
    '}',
    '',
  ].join('\n'),
};

describe('buildSite content features', () => {
  it('builds API tables, tabs, loaders, search data, llms.txt and markdown copies', async () => {
    const root = writeSite('features', {
      'package.json': JSON.stringify({ name: 'site', dependencies: { 'acme-ui': '*' } }),
      ...library,
      'docs/index.md':
        '---\ntitle: Home\ndescription: The home page.\n---\n\n# Home\n\nSee [props](./components/Badge.md?tab=api#props) and [the demo](/~demos/badge-demo-basic).\n',
      'docs/components/Badge.md':
        '---\ndescription: A count or status.\nsubtitle: 徽标\nkeywords: [counter]\n---\n\n# Badge\n\n## Examples\n\n```ts\nconst fromCodeBlock = 1;\n```\n\n| Badge variable | Default |\n| --- | --- |\n| --badge-size | 16px |\n\n<code src="./demos/basic.tsx"></code>\n\n## API\n\n<API id="Badge"></API>\n\n<API id="Nope"></API>\n',
      'docs/components/Badge.$tab-api.md': '---\ntitle: Design\n---\n\n## Props\n\nTab text.\n',
      'docs/components/demos/basic.tsx':
        '/**\n * title: Basic\n * description: One badge.\n * keywords: [count, dot]\n */\nexport default function Basic() {\n  return <span>badge demo</span>;\n}\n',
      'docs/guide/log.md':
        '---\ntitle: Changelog\ntimeline: true\nloader: ./log.loader.ts\n---\n\n<embed src="../../CHANGELOG.md"></embed>\n\nLatest: <loader-data path="latest"></loader-data>.\n\n<loader-list path="next"></loader-list>\n\n<loader-list path="none"></loader-list>\n',
      'docs/guide/log.loader.ts':
        "export default () => ({ latest: '1.0.0', next: ['Adds `Tag`.', '<b>x</b> `a', 3], none: [] });\n",
      'CHANGELOG.md': '# Changelog\n\n## 1.0.0\n\n- 2025-10-25: First release.\n',
      'docs/guide/notes.md': '---\ntoc: false\n---\n\n# Notes\n\n## First note\n\n## Second note\n',
      'docs/guide/recipes.md':
        '---\ntoc: menu\ntag: New\n---\n\n# Recipes\n\n## First recipe\n\n## Second recipe\n',
    });
    const lines: string[] = [];
    await buildSite(root, { title: 'Acme', apiParser: { entry: 'acme-ui' } }, (line) =>
      lines.push(line),
    );
    const dist = path.join(root, 'dist');
    const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

    // API table: description, expanded types, defaults, required, deprecated, since.
    const badge = read('components/badge/index.html');
    expect(badge).toContain('Text inside the badge.');
    // Each member of the union stays whole; the line may break only between them.
    expect(badge).toMatch(
      /<span class="[^"]+">&#x27;neutral&#x27;<\/span> \| <span class="[^"]+">&#x27;alert&#x27;<\/span>/,
    );
    // The type cell's words, read as its text.
    expect(badge.replace(/<\/?span[^>]*>/g, '')).toContain('{ x: number; y?: number }');
    expect(badge).toMatch(/Since (<!-- -->)?1\.2\.0/);
    expect(badge).toContain('Deprecated.');
    expect(badge).toContain('Properties definition not found for Nope component');
    expect(badge).toContain('href="/components/badge?tab=api"');
    // Inline markdown of a description becomes elements; markup in it stays text.
    expect(badge).toContain('with <code>code</code>');
    expect(badge).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(badge).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(badge).not.toMatch(/<img[^>]*onerror/);
    expect(badge).not.toContain('<script>alert');
    // Internal props are not documented anywhere.
    expect(badge).not.toContain('secretHook');

    // The table of contents: beside the article, in the sidebar's column, or not at all; a
    // page's tag shows beside its link in the sidebar.
    const toc = /<nav aria-label="On this page"/;
    const log = read('guide/log/index.html');
    const [beforeMain, afterMain] = log.split('<main');
    expect(afterMain).toMatch(toc);
    expect(beforeMain).not.toMatch(toc);
    const recipes = read('guide/recipes/index.html').split('<main');
    expect(recipes[0]).toMatch(toc);
    expect(recipes[1]).not.toMatch(toc);
    expect(recipes[1]).toContain('First recipe');
    const notes = read('guide/notes/index.html');
    expect(notes).toContain('Second note');
    expect(notes).not.toMatch(toc);
    expect(notes).not.toContain('On this page');
    expect(notes).toMatch(/href="\/guide\/recipes">Recipes<span class="[^"]+">New<\/span><\/a>/);

    // Route loader: data in the page and as a static file; the embedded changelog is content.
    expect(log).toContain('Latest: <!-- -->1.0.0');
    expect(log).toContain('First release.');
    // A list: one item per string, code spans as code, markup and an unpaired backtick as text.
    expect(log).toContain(
      '<ul><li>Adds <code>Tag</code>.</li><li>&lt;b&gt;x&lt;/b&gt; `a</li></ul>',
    );
    expect(log).not.toContain('<ul></ul>');
    expect(log).not.toContain('<p><ul>');
    expect(JSON.parse(read('__loaders/docs/guide/log.json'))).toMatchObject({ latest: '1.0.0' });

    // Search data: a hashed file, named in the site data of the browser bundle.
    const searchFile = readdirSync(path.join(dist, 'assets')).find((f) =>
      /^search\.\w+\.json$/.test(f),
    );
    expect(searchFile).toBeDefined();
    const search = read(`assets/${searchFile}`);
    expect(search).toContain('Tab text.');
    expect(search).toContain('badge-demo-basic');
    expect(search).toContain('count');
    expect(search).toContain('Text inside the badge.');
    expect(search).not.toContain('PAGE NOT FOUND');
    // Code blocks are shown on the page but not searched: their words are the prose's and the
    // API's, and a snippet of code reads badly in a result.
    expect(badge).toContain('fromCodeBlock');
    expect(search).not.toContain('fromCodeBlock');
    // A table's cells are searched, its headers are not; a prop is searched by its summary.
    expect(search).toContain('--badge-size');
    expect(search).not.toContain('Badge variable');
    // Of a table row only its first cell, the name the row is about, is searched.
    expect(search).not.toContain('16px');
    // A page's subtitle and keywords name it in search.
    expect(
      JSON.parse(search).p.find((page: { l: string }) => page.l === '/components/badge'),
    ).toMatchObject({
      u: '徽标',
      k: ['counter'],
    });
    expect(badge).toContain('Long texts are cut with an ellipsis.');
    expect(search).not.toContain('Long texts are cut');
    // Search keeps a description as plain text, and links each row to its own anchor.
    expect(search).toContain('with code.');
    expect(search).not.toContain('`code`');
    expect(search).not.toContain('secretHook');
    expect(search).toContain('"Badge"]');
    // Nav order is the item's place in the top navigation (no item here sets one, so by title);
    // pages outside every item, as the home page, come last.
    const navOrders = Object.fromEntries(
      (JSON.parse(search) as { p: { l: string; o: number }[] }).p.map((page) => [page.l, page.o]),
    );
    expect(navOrders).toEqual({
      '/components/badge': 1,
      '/guide/log': 2,
      '/guide/notes': 2,
      '/guide/recipes': 2,
      '/': 3,
    });
    const entry = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    expect(entry.some((f) => read(`assets/${f}`).includes(`/assets/${searchFile}`))).toBe(true);

    // llms.txt links every page's markdown copy, which holds demo sources and API tables.
    const llms = read('llms.txt');
    expect(llms).toContain('# Acme');
    expect(llms).toContain('- [Home](/index.md): The home page.');
    expect(llms).toContain('- [Badge](/components/badge.md): A count or status.');
    const copy = read('components/badge.md');
    expect(copy).toContain('**Basic**: One badge.\n\n```tsx\nexport default function Basic()');
    expect(copy).toContain("| tone | Colour role. | `'neutral' \\| 'alert'` | `'neutral'` |");
    expect(copy).toContain(
      '| text (required) | Text inside the badge. Long texts are cut with an ellipsis. | `string` | - |',
    );
    expect(copy).toContain('## Props\n\nTab text.');
    expect(copy).not.toContain('<code');
    expect(copy).not.toContain('secretHook');
    expect(copy).toContain(
      '| color | Deprecated: Use `tone`. Old name of `tone`. Since 1.2.0. | `string` | - |',
    );
    expect(read('guide/log.md')).toContain('- 2025-10-25: First release.');

    // Tab files are not routes; the progress output names every step.
    expect(existsSync(path.join(dist, 'components/badge.$tab-api'))).toBe(false);
    expect(lines.join('\n')).toMatch(/2 API tables read from the library's types/);
    expect(lines.join('\n')).toMatch(/ms per page/);
  });

  it('shows the disabled notice when the site has no API parser', async () => {
    const root = writeSite('api-disabled', {
      'docs/index.md': '# Home\n\n<API id="Badge"></API>\n',
    });
    await buildSite(root, { title: 'Acme' }, quiet);
    expect(readFileSync(path.join(root, 'dist/index.html'), 'utf8')).toContain(
      'apiParser must be enabled to use auto-generated API',
    );
  });

  it('fails on a missing loader, a missing embed and an orphan tab, naming each file', async () => {
    const root = writeSite('content-errors', {
      'docs/index.md': '---\nloader: ./nope.ts\n---\n\n# Home\n\n[x](./guide.md?tab=nope)\n',
      'docs/guide.md': '# Guide\n\n<embed src="./missing.md"></embed>\n',
      'docs/Lonely.$tab-api.md': '# API\n',
    });
    await expect(buildSite(root, { title: 'Broken' }, quiet)).rejects.toThrow(
      [
        '3 problems in the docs:',
        '  docs/guide.md:3: embedded file ./missing.md not found',
        '  docs/index.md:1: loader module ./nope.ts not found',
        '  docs/Lonely.$tab-api.md: tab file has no page docs/Lonely.md to belong to',
      ].join('\n'),
    );
  });
});

describe('links in API descriptions', () => {
  const linkingLibrary = {
    'node_modules/acme-ui/package.json': library['node_modules/acme-ui/package.json'],
    'node_modules/acme-ui/src/index.ts':
      "export { Badge, type BadgeProps } from './Badge';\nexport { Dot } from './Dot';\n",
    'node_modules/acme-ui/src/Dot.tsx':
      '/** A dot. */\nexport function Dot(props: {\n  /** Size; see [sizes](/guide#sizes). */\n  size?: number;\n}) {\n  return null;\n}\n',
    'node_modules/acme-ui/src/Badge.tsx': [
      'export interface BadgeProps {',
      '  /** Colour role; see [tones](/guide#tones), [its tab](/components/badge?tab=design) and [the props](#api). */',
      '  tone?: string;',
      '  /** Where the dot sits; see [placement](/guide/placement). */',
      '  offset?: number;',
      '  /**',
      '   * Old name of `tone`.',
      '   * @deprecated Use [tone](#colours).',
      '   */',
      '  color?: string;',
      '  /** [Unsafe](javascript:alert(1)) and [external](https://example.com/nope) are not site links. */',
      '  label?: string;',
      '}',
      'export function Badge(props: BadgeProps) {',
      '  return null;',
      '}',
      '',
    ].join('\n'),
  };
  const pages = {
    'package.json': JSON.stringify({ name: 'site', dependencies: { 'acme-ui': '*' } }),
    'docs/index.md': '# Home\n',
    'docs/guide/index.md': '# Guide\n\n## Tones\n\nText.\n',
    'docs/components/Badge.md': '# Badge\n\n## API\n\n<API id="Badge"></API>\n',
    'docs/components/Badge.$tab-design.md': '# Design\n\nText.\n',
    'docs/components/Dot.md': '# Dot\n\n<API id="Dot"></API>\n',
  };

  it('fail the build with every broken one at once, naming the prop, its source line, the page and the link', async () => {
    const root = writeSite('api-broken-links', { ...pages, ...linkingLibrary });
    const build = buildSite(root, { title: 'Acme', apiParser: { entry: 'acme-ui' } }, quiet);
    await expect(build).rejects.toThrow(
      [
        '3 problems in the docs:',
        '  node_modules/acme-ui/src/Badge.tsx:5: Badge prop "offset" (API table in docs/components/Badge.md): link "/guide/placement" points at a page that does not exist',
        '  node_modules/acme-ui/src/Badge.tsx:10: Badge prop "color" (API table in docs/components/Badge.md): link "#colours" points at a heading that does not exist on this page',
        '  node_modules/acme-ui/src/Dot.tsx:4: Dot prop "size" (API table in docs/components/Dot.md): link "/guide#sizes" points at a heading that does not exist in docs/guide/index.md',
      ].join('\n'),
    );
  });

  it('build when every link reaches a page, tab or heading, and link them in the table', async () => {
    const source = linkingLibrary['node_modules/acme-ui/src/Badge.tsx']
      .replace('(/guide/placement)', '(/guide#tones)')
      .replace('(#colours)', '(#api)');
    const root = writeSite('api-links', {
      ...pages,
      ...linkingLibrary,
      'node_modules/acme-ui/src/Badge.tsx': source,
      'node_modules/acme-ui/src/Dot.tsx': linkingLibrary[
        'node_modules/acme-ui/src/Dot.tsx'
      ].replace('#sizes', '#tones'),
    });
    await buildSite(root, { title: 'Acme', apiParser: { entry: 'acme-ui' } }, quiet);
    const badge = readFileSync(path.join(root, 'dist/components/badge/index.html'), 'utf8');
    expect(badge).toMatch(/<a href="\/guide#tones"[^>]*>tones<\/a>/);
    expect(badge).toMatch(/<a href="\/components\/badge\?tab=design"[^>]*>its tab<\/a>/);
    expect(badge).toContain('<a href="#api">tone</a>');
    expect(badge).toContain(
      '<a href="https://example.com/nope" target="_blank" rel="noopener noreferrer">external</a>',
    );
    expect(badge).toContain('<td>Unsafe and <a');
    expect(badge).not.toContain('javascript:');
  });
});
