import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage, textOf } from './parse';

function fixture(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-parse-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const options = (root: string) => ({ root, docsDir: 'docs', routePrefix: { components: 'tm-' } });

describe('parsePage', () => {
  it('derives route, metadata and a table of contents with unique heading ids', () => {
    const root = fixture({});
    const page = parsePage(
      '---\ntitle: Button\ngroup:\n  title: General\n  order: 1\n---\n\n# Button\n\n## Usage\n\n### Usage\n\n## Usage\n\n## API & props\n',
      path.join(root, 'docs/components/Button.md'),
      options(root),
    );
    expect(page.routePath).toBe('components/tm-button');
    expect(page.meta).toMatchObject({
      id: 'docs/components/Button',
      title: 'Button',
      filename: 'docs/components/Button.md',
      group: { title: 'General', order: 1 },
    });
    expect(page.toc).toEqual([
      { id: 'button', depth: 1, title: 'Button' },
      { id: 'usage', depth: 2, title: 'Usage' },
      { id: 'usage-1', depth: 3, title: 'Usage' },
      { id: 'usage-2', depth: 2, title: 'Usage' },
      { id: 'api--props', depth: 2, title: 'API & props' },
    ]);
  });

  it('takes the title from the first heading, and adds a heading when a page has none', () => {
    const root = fixture({});
    expect(
      parsePage('# Theme\n', path.join(root, 'docs/guide/theme.md'), options(root)).meta.title,
    ).toBe('Theme');
    const untitled = parsePage(
      '---\ntitle: Style\n---\nText.\n',
      path.join(root, 'docs/guide/style.md'),
      options(root),
    );
    expect(untitled.toc[0]).toEqual({ id: 'page-title', depth: 1, title: 'Style' });
  });

  it('turns <code src> tags into demos with metadata from their doc comment', () => {
    const comment =
      '/**\n * title: Fill and colour\n * description: Solid, outline and none.\n * keywords: [fill, color]\n */\nexport default () => null;\n';
    const root = fixture({
      'docs/components/demos/button/fill-and-color.tsx': comment,
      'docs/components/demos/button/fill.tsx': comment,
    });
    const page = parsePage(
      '# Button\n\n<code src="./demos/button/fill-and-color.tsx"></code>\n<code src="./demos/button/fill.tsx" title="Override"></code>\n',
      path.join(root, 'docs/components/Button.md'),
      options(root),
    );
    expect(
      page.demos.map(({ id, title, description, keywords }) => ({
        id,
        title,
        description,
        keywords,
      })),
    ).toEqual([
      {
        id: 'button-demo-fill-and-color',
        title: 'Fill and colour',
        description: 'Solid, outline and none.',
        keywords: ['fill', 'color'],
      },
      {
        id: 'button-demo-fill',
        title: 'Override',
        description: 'Solid, outline and none.',
        keywords: ['fill', 'color'],
      },
    ]);
    expect(page.demos[0]?.code).toBe('export default () => null;\n');
    // The paragraph that held the tags is gone: demos are blocks of their own.
    expect(page.tree.children.some((node) => node.type === 'element' && node.tagName === 'p')).toBe(
      false,
    );
  });

  it('fails on a missing demo file with the page and line', () => {
    const root = fixture({});
    expect(() =>
      parsePage(
        '# Button\n\nIntro.\n\n<code src="./demos/missing.tsx"></code>\n',
        path.join(root, 'docs/components/Button.md'),
        options(root),
      ),
    ).toThrow('docs/components/Button.md:5: demo file ./demos/missing.tsx not found');
  });

  it('strips script, event handlers and javascript: links from raw HTML, with warnings', () => {
    const root = fixture({});
    const page = parsePage(
      '# X\n\n<script>alert(1)</script>\n\n<img src="x.png" onerror="alert(1)">\n\n[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) <a href="java&#x0A;script:alert(1)">c</a>\n',
      path.join(root, 'docs/guide/x.md'),
      options(root),
    );
    const html = JSON.stringify(page.tree);
    expect(html).not.toMatch(/script|onerror|onError/i);
    expect(page.warnings.length).toBeGreaterThanOrEqual(4);
  });

  it('fails when one explicit heading id is used twice', () => {
    const root = fixture({});
    expect(() =>
      parsePage(
        '# X\n\n<h2 id="same">A</h2>\n\n<h2 id="same">B</h2>\n',
        path.join(root, 'docs/guide/x.md'),
        options(root),
      ),
    ).toThrow(/x\.md:5: heading id "same" is used twice \(also on line 3\)/);
  });

  it.each([
    ['the page', 'docs/components/Button.md'],
    ['a tab', 'docs/components/Button.$tab-design.md'],
  ])('fails when %s shows one demo file twice, naming both lines', (_, file) => {
    const root = fixture({ 'docs/components/demos/basic.tsx': 'export default () => null;\n' });
    expect(() =>
      parsePage(
        '# Button\n\n<code src="./demos/basic.tsx"></code>\n\n## Again\n\n<code src="./demos/basic.tsx"></code>\n',
        path.join(root, file),
        options(root),
      ),
    ).toThrow(
      /Button(\.\$tab-design)?\.md:7: demo \.\/demos\/basic\.tsx is already shown on line 3: a page shows each demo once; link to it with #button-demo-basic/,
    );
  });

  it('shows one demo file twice under the ids its tags give, as dumi does', () => {
    const root = fixture({ 'docs/components/demos/basic.tsx': 'export default () => null;\n' });
    const page = parsePage(
      '# Button\n\n<code src="./demos/basic.tsx"></code>\n\n## Again\n\n<code id="button-demo-again" src="./demos/basic.tsx"></code>\n',
      path.join(root, 'docs/components/Button.md'),
      options(root),
    );
    expect(page.demos.map((demo) => demo.id)).toEqual(['button-demo-basic', 'button-demo-again']);
    expect(() =>
      parsePage(
        '# Button\n\n<code id="not ok" src="./demos/basic.tsx"></code>\n',
        path.join(root, 'docs/components/Button.md'),
        options(root),
      ),
    ).toThrow(/Button\.md:3: demo id "not ok" must be letters, digits/);
  });

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

  it('gives a heading beside an inline badge the id and outline title of its own words', () => {
    const root = fixture({});
    const page = parsePage(
      '# Config\n\n### Two-level nav <Badge>2.2.0+</Badge>\n\nText with <Badge type="warning">beta</Badge>.\n',
      path.join(root, 'docs/guide/config.md'),
      options(root),
    );
    expect(page.toc[1]).toEqual({ id: 'two-level-nav', depth: 3, title: 'Two-level nav' });
  });

  it('keeps generated heading ids clear of demo ids and of ids written on other elements', () => {
    const root = fixture({ 'docs/components/demos/basic.tsx': 'export default () => null;\n' });
    const page = parsePage(
      [
        '# Button',
        '## Button demo basic',
        '<code src="./demos/basic.tsx"></code>',
        '## Usage',
        '<h2 id="usage">Usage, written by hand</h2>',
        '<a id="props"></a>',
        '## Props',
        '## Page title',
      ].join('\n\n'),
      path.join(root, 'docs/components/Button.md'),
      options(root),
    );
    expect(page.demos.map((demo) => demo.id)).toEqual(['button-demo-basic']);
    expect(page.toc.map((entry) => entry.id)).toEqual([
      'button',
      'button-demo-basic-1',
      'usage-1',
      'usage',
      'props-1',
      'page-title',
    ]);
  });

  it('gives a page without a main heading a title anchor no other heading has', () => {
    const root = fixture({});
    const page = parsePage(
      '---\ntitle: Style\n---\n\n## Page title\n',
      path.join(root, 'docs/guide/style.md'),
      options(root),
    );
    const ids = page.toc.map((entry) => entry.id);
    expect(ids[0]).toMatch(/^page-title/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    [
      '<h2 id="button-demo-basic">Basic</h2>\n\n<code src="./demos/basic.tsx"></code>\n',
      /Button\.md:3: heading id "button-demo-basic" is also the id of the demo \.\/demos\/basic\.tsx on line 5/,
    ],
    [
      '<code src="./demos/basic.tsx"></code>\n\n<h2 id="button-demo-basic">Basic</h2>\n',
      /Button\.md:5: heading id "button-demo-basic" is also the id of the demo \.\/demos\/basic\.tsx on line 3/,
    ],
    [
      '<div id="props">Props</div>\n\n<h2 id="props">Props</h2>\n',
      /Button\.md:5: heading id "props" is also the id of the <div> on line 3/,
    ],
  ])(
    'fails when a written heading id is also another anchor, naming both places: %j',
    (body, message) => {
      const root = fixture({ 'docs/components/demos/basic.tsx': 'export default () => null;\n' });
      expect(() =>
        parsePage(
          `# Button\n\n${body}`,
          path.join(root, 'docs/components/Button.md'),
          options(root),
        ),
      ).toThrow(message);
    },
  );

  it('gives CJK and other non-Latin headings stable, unique ids that survive a URL', () => {
    const root = fixture({});
    const source = [
      '# 按钮',
      '## 按钮',
      '## 按钮 组件',
      '## 按钮\u3000组件',
      '## 快速开始（安装）',
      '## 你好，世界',
      '## ボタン',
      '## 버튼',
      '## API 参考 / Props',
    ].join('\n\n');
    const parse = () =>
      parsePage(source, path.join(root, 'docs/guide/中文.md'), options(root)).toc.map(
        (entry) => entry.id,
      );
    const ids = parse();
    expect(ids).toEqual([
      '按钮',
      '按钮-1',
      '按钮-组件',
      '按钮组件',
      '快速开始安装',
      '你好世界',
      'ボタン',
      '버튼',
      'api-参考--props',
    ]);
    expect(parse()).toEqual(ids);
    for (const id of ids) {
      // No character that a URL fragment or an HTML id would need escaped or would end at.
      expect(id).not.toMatch(/[\s#%?/\\"'<>`（），\u3000]/);
      expect(decodeURIComponent(encodeURIComponent(id))).toBe(id);
      expect(new URL(`https://docs.example/guide#${id}`).hash).toBe(`#${encodeURIComponent(id)}`);
    }
  });
});
