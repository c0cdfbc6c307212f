import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../src/config';
import { ContentErrors } from '../src/errors';
import { SiteContent } from '../src/site';
import { writeSite } from './fixtureSite';

/** Reads a site's content the way the build does, before any bundling. */
function load(name: string, files: Record<string, string>) {
  const root = writeSite(name, files);
  const site = new SiteContent(resolveConfig({ title: 'Test' }, root));
  return { site, load: () => site.loadAll() };
}

const demo = (text: string) => `export default () => <p>${text}</p>;\n`;

describe('demo ids', () => {
  it.each([
    ['names differing only by case', 'Basic.tsx', 'basic.tsx'],
    ['names differing only by extension', 'basic.tsx', 'basic.jsx'],
    ['names that kebab-case alike', 'my_demo.tsx', 'my-demo.tsx'],
    ['camel case and kebab case', 'FillColor.tsx', 'fill-color.tsx'],
  ])('fails naming both files for %s', (_, first, second) => {
    const { load: run } = load(`demo-ids-${first}-${second}`, {
      'docs/components/Button.md': `# Button\n\n<code src="./demos/${first}"></code>\n\n<code src="./demos/${second}"></code>\n`,
      [`docs/components/demos/${first}`]: demo('first'),
      [`docs/components/demos/${second}`]: demo('second'),
    });
    expect(run).toThrow(ContentErrors);
    expect(run).toThrow(
      `docs/components/Button.md:5: demo id "button-demo-${second.replace(/\.[jt]sx$/, '').replace('_', '-')}" of docs/components/demos/${second} is also used by docs/components/demos/${first} (docs/components/Button.md:3)`,
    );
  });

  it('fails for two pages whose names kebab-case alike in different folders', () => {
    const { load: run } = load('demo-ids-pages', {
      'docs/components/ActionSheet.md': '# A\n\n<code src="./demos/basic.tsx"></code>\n',
      'docs/components/demos/basic.tsx': demo('a'),
      'docs/guide/action-sheet.md': '# B\n\n<code src="./demos/basic.tsx"></code>\n',
      'docs/guide/demos/basic.tsx': demo('b'),
    });
    expect(run).toThrow(
      'demo id "action-sheet-demo-basic" of docs/guide/demos/basic.tsx is also used by docs/components/demos/basic.tsx (docs/components/ActionSheet.md:3)',
    );
  });

  it('accepts one demo file shown on a page and its tab', () => {
    const { site, load: run } = load('demo-ids-shared', {
      'docs/components/Button.md': '# Button\n\n<code src="./demos/basic.tsx"></code>\n',
      'docs/components/Button.$tab-design.md':
        '## Design\n\n<code src="./demos/basic.tsx"></code>\n',
      'docs/components/demos/basic.tsx': demo('one'),
    });
    expect(run()).toEqual([]);
    expect([...site.demos().keys()]).toEqual(['button-demo-basic']);
  });
});

describe('links to demos and CJK anchors', () => {
  it('accepts every link that reaches a demo or a heading, and lists every one that does not', () => {
    const { load: run } = load('cjk-links', {
      'docs/index.md': [
        '# Home',
        '[demo](/~demos/按钮-demo-基础) [encoded](/~demos/%E6%8C%89%E9%92%AE-demo-%E5%9F%BA%E7%A1%80)',
        '[anchor](./guide/中文.md#快速开始安装) [absolute](/guide/中文#按钮-1)',
        '[no demo](/~demos/按钮-demo-高级) [prototype](/~demos/__proto__) [constructor](/~demos/constructor)',
        '[no anchor](/guide/中文#快速开始（安装）)',
      ].join('\n\n'),
      'docs/guide/中文.md': '# 中文\n\n## 快速开始（安装）\n\n## 按钮\n\n## 按钮\n',
      'docs/guide/按钮.md': '# 按钮\n\n<code src="./demos/基础.tsx"></code>\n',
      'docs/guide/demos/基础.tsx': demo('基础'),
    });
    expect(run).toThrow(
      [
        '4 problems in the docs:',
        '  docs/index.md:7: link "/~demos/按钮-demo-高级" points at a demo that does not exist',
        '  docs/index.md:7: link "/~demos/__proto__" points at a demo that does not exist',
        '  docs/index.md:7: link "/~demos/constructor" points at a demo that does not exist',
        '  docs/index.md:9: link "/guide/中文#快速开始（安装）" points at a heading that does not exist in docs/guide/中文.md',
      ].join('\n'),
    );
  });
});

describe('pages that fail to parse', () => {
  it('report their own error, and links to them are not called broken', () => {
    const { load: run } = load('unparsed-pages', {
      'docs/components/Loading.md': [
        '# Loading',
        '[skeleton](./Skeleton.md) [its usage](./Skeleton.md#usage) [route](/components/skeleton)',
        '[card](./Card.md#usage) [relative route](./card) [missing](./Missing.md)',
      ].join('\n\n'),
      'docs/components/Skeleton.md':
        '# Skeleton\n\n## Usage\n\n<code src="./demos/basic.tsx"></code>\n',
      'docs/components/demos/basic.tsx':
        '/**\n * title: Basic\n * description: Loading: then the content\n */\nexport default () => null;\n',
      'docs/components/Card.md': '---\ntitle: [Card\n---\n\n# Card\n\n## Usage\n',
    });
    expect(run).toThrow(ContentErrors);
    let message = '';
    try {
      run();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      '3 problems in the docs:',
      expect.stringMatching(/^ {2}docs\/components\/Card\.md:\d+(:\d+)?: invalid frontmatter: /),
      '  docs/components/demos/basic.tsx:3:17: invalid demo doc comment: Nested mappings are not allowed in compact mappings. Quote the value: description: "Loading: then the content"',
      '  docs/components/Loading.md:5: link "./Missing.md" points at a page that does not exist',
    ]);
  });
});
