import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emitPage } from './emitPage';
import { parsePage } from './parse';

function site(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-hero-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const options = (root: string) => ({ root, docsDir: 'docs', routePrefix: {} });
const home = (hero: string) => `---\nhero:\n  title: Acme\n${hero}---\n\nWelcome.\n`;

describe('the home page hero demo', () => {
  it('reads the demo that hero.demo names, with its doc comment, as a demo of the page', () => {
    const root = site({
      'docs/demos/preview.tsx': '/**\n * title: A preview\n */\nexport default () => null;\n',
    });
    const page = parsePage(
      home('  demo: ./demos/preview.tsx\n'),
      path.join(root, 'docs/index.md'),
      options(root),
    );
    expect(page.heroDemo).toBe('docs-demo-preview');
    expect(page.demos).toMatchObject([{ id: 'docs-demo-preview', title: 'A preview' }]);
    // Not part of the content: the theme shows it beside the hero.
    expect(JSON.stringify(page.tree)).not.toContain('docs-demo-preview');
  });

  it('exports the demo from the page module for the theme', async () => {
    const root = site({ 'docs/demos/preview.tsx': 'export default () => null;\n' });
    const page = parsePage(
      home('  demo: ./demos/preview.tsx\n'),
      path.join(root, 'docs/index.md'),
      options(root),
    );
    const code = await emitPage(page, {
      demoImport: (demo) => demo.file,
      demoSourceImport: (demo) => `${demo.file}?source`,
      apiTable: () => ({ status: 'disabled' }),
      resolveLink: (href) => href,
      tabs: [],
      hot: false,
      deferDemos: true,
    });
    expect(code).toMatch(/^export const heroDemo = demo0;$/m);
    expect(code).toContain('const demo0 = { meta: {"id":"docs-demo-preview"');
  });

  it('names the page and the frontmatter line when the demo file is missing', () => {
    const root = site({});
    expect(() =>
      parsePage(
        home('  demo: ./demos/gone.tsx\n'),
        path.join(root, 'docs/index.md'),
        options(root),
      ),
    ).toThrow('docs/index.md:1: demo file ./demos/gone.tsx not found');
  });

  it('leaves a page without hero.demo without one', () => {
    const root = site({});
    const page = parsePage(home(''), path.join(root, 'docs/index.md'), options(root));
    expect(page.heroDemo).toBeUndefined();
    expect(page.demos).toEqual([]);
  });
});
