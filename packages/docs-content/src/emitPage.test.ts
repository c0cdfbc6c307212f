import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emitPage, type EmitContext } from './emitPage';
import { parsePage } from './parse';

const root = mkdtempSync(path.join(tmpdir(), 'docs-emit-'));
for (const [name, text] of Object.entries({
  'docs/guide/log.loader.ts': "export default () => ({ latest: '1.0.0', next: [] });\n",
  'docs/guide/demos/counter.tsx': 'export default () => null;\n',
})) {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), text);
}
const file = path.join(root, 'docs/guide/log.md');
const page = parsePage(
  '---\nloader: ./log.loader.ts\n---\n\n# Log\n\nLatest: <loader-data path="latest"></loader-data>.\n\n<loader-list path="next" empty="None yet."></loader-list>\n\n<code src="./demos/counter.tsx"></code>\n',
  file,
  { root, docsDir: 'docs', routePrefix: {} },
);
const tab = parsePage('# Upcoming\n\nSoon.\n', path.join(root, 'docs/guide/log.$tab-next.md'), {
  root,
  docsDir: 'docs',
  routePrefix: {},
});

const emit = (context: Partial<EmitContext>) =>
  emitPage(page, {
    demoImport: (demo) => demo.file,
    demoSourceImport: (demo) => `${demo.file}?source`,
    apiTable: () => ({ status: 'disabled' }),
    resolveLink: (href) => href,
    tabs: [{ key: 'next', page: tab }],
    loader: { import: '/docs/guide/log.loader.ts', server: false, base: '/docs/' },
    hot: false,
    ...context,
  });

/**
 * What the module runs beyond its imports, its data and its content components: the
 * statements left once those are taken out.
 */
function runtimeCode(code: string) {
  return code
    .split('\n')
    .filter((line) => !/^import .* from '[^']+';$/.test(line))
    .join('\n')
    .replace(/^function (Content|Tab\d+)\(\{ components: c \}\) \{\n {2}return .*;\n\}$/gm, '')
    .replace(/(load|loadSource): \(\) => import\("[^"]+"\)/g, '')
    .match(/=>|\bfunction\b|\bif\b|\bfor\b|\bawait\b|\bnew\b/g);
}

describe('a page module', () => {
  it("takes its route loader and loader elements from the theme, under the site's base path", async () => {
    const code = await emit({ deferDemos: true });
    expect(code).toContain(
      "import { serverLoader } from '@tessera/docs-theme/runtime/loader-client';",
    );
    expect(code).toContain('export const loader = serverLoader("/docs/", "docs/guide/log");');
    expect(code).toContain(
      "import { LoaderList, LoaderValue } from '@tessera/docs-theme/runtime/loader-elements';",
    );
    expect(code).toContain('export const deferredDemos = [demo0];');
    expect(code).toContain('LoaderList, { "path": "next", "empty": "None yet." }');
    expect(runtimeCode(code)).toBeNull();
  });

  it("re-exports the page's own loader on the server", async () => {
    const code = await emit({
      loader: { import: '/docs/guide/log.loader.ts', server: true, base: '/docs/' },
    });
    expect(code).toContain('export { default as loader } from "/docs/guide/log.loader.ts";');
    expect(code).not.toContain('loader-client');
    expect(runtimeCode(code)).toBeNull();
  });

  it("in dev, gives its content and tabs to the theme's live content and takes its own updates", async () => {
    const code = await emit({ hot: true });
    expect(code).toContain(
      "import { liveContent } from '@tessera/docs-theme/runtime/live-content';",
    );
    expect(code).toContain('export default liveContent("docs/guide/log", Content);');
    expect(code).toContain('Content: liveContent("docs/guide/log?tab=next", Tab0)');
    expect(code.trimEnd().split('\n').at(-1)).toBe('import.meta.hot.accept();');
    expect(runtimeCode(code.replace('import.meta.hot.accept();', ''))).toBeNull();
  });

  it("gives the page's subtitle to its title heading alone, not to other headings or its tabs", async () => {
    const options = { root, docsDir: 'docs', routePrefix: {} };
    const titled = (source: string) =>
      emitPage(parsePage(source, path.join(root, 'docs/components/Button.md'), options), {
        demoImport: (demo) => demo.file,
        demoSourceImport: (demo) => `${demo.file}?source`,
        apiTable: () => ({ status: 'disabled' }),
        resolveLink: (href) => href,
        tabs: [{ key: 'next', page: tab }],
        hot: false,
      });
    const made = await titled('---\ntitle: Button\nsubtitle: 按钮\n---\n\n## Usage\n');
    expect(made).toContain(
      '_j(c.Heading, { "depth": 1, "id": "page-title", "subtitle": "按钮", children: "Button" })',
    );
    expect(made.match(/"subtitle": /g)).toHaveLength(1);
    const written = await titled('---\nsubtitle: 按钮\n---\n\n# Button\n\n# Again\n');
    expect(written).toContain(
      '_j(c.Heading, { "depth": 1, "id": "button", "subtitle": "按钮", children: "Button" })',
    );
    expect(written.match(/"subtitle": /g)).toHaveLength(1);
    expect(await titled('# Button\n')).not.toContain('"subtitle"');
  });
});
