import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture, options } from '../test/parseFixture';
import { parsePage } from './parse';

describe('parsePage heading ids', () => {
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
