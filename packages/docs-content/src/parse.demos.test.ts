import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture, options } from '../test/parseFixture';
import { parsePage } from './parse';

describe('parsePage demos', () => {
  it('titles a demo file without a title by its name in words', () => {
    const root = fixture({
      'docs/components/demos/load-children.tsx': 'export default () => null;\n',
      'docs/components/demos/TwoLevels.tsx':
        '/** description: Nested. */\nexport default () => null;\n',
      'docs/components/demos/sticky_header/index.tsx': 'export default () => null;\n',
    });
    const page = parsePage(
      '# Cascader\n\n<code src="./demos/load-children.tsx"></code>\n<code src="./demos/TwoLevels.tsx"></code>\n<code src="./demos/sticky_header/index.tsx"></code>\n',
      path.join(root, 'docs/components/Cascader.md'),
      options(root),
    );
    expect(page.demos.map(({ title }) => title)).toEqual([
      'Load children',
      'Two levels',
      'Sticky header',
    ]);
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

  it('fails on a demo file without a default export, naming the file', () => {
    const root = fixture({
      'docs/components/demos/named.tsx': 'export function Demo() {\n  return null;\n}\n',
      'docs/components/demos/aliased.tsx': 'function Demo() {}\nexport { Demo as default };\n',
    });
    const parse = (src: string) =>
      parsePage(
        `# Button\n\n<code src="${src}"></code>\n`,
        path.join(root, 'docs/components/Button.md'),
        options(root),
      );
    expect(() => parse('./demos/named.tsx')).toThrow(
      'docs/components/demos/named.tsx: a demo exports the component it shows as default',
    );
    expect(parse('./demos/aliased.tsx').demos).toHaveLength(1);
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

  it.each([
    ['<code data-page-tag="3">npm i</code>', 'code'],
    ['<div>\n<span data-page-tag>x</span>\n</div>', 'span'],
  ])('fails on a hand-written build mark instead of making %s a block', (html, element) => {
    const root = fixture({});
    expect(() =>
      parsePage(
        `# Button\n\n${html}\n`,
        path.join(root, 'docs/components/Button.md'),
        options(root),
      ),
    ).toThrow(
      `docs/components/Button.md:${element === 'code' ? 3 : 4}: data-page-tag is set by the build on demo and API tags; remove it from <${element}>`,
    );
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
});
