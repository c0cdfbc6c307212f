import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf } from './inlineDemos';
import { parsePage } from './parse';

const root = mkdtempSync(path.join(tmpdir(), 'docs-inline-'));
const file = path.join(root, 'docs/components/Button.md');
const parse = (source: string, inlineDemos?: boolean) =>
  parsePage(source, file, {
    root,
    docsDir: 'docs',
    routePrefix: {},
    ...(inlineDemos === undefined ? {} : { inlineDemos }),
  });

const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\`\n`;
const demoCode = "import { Button } from 'acme';\n\nexport default () => <Button>Hi</Button>;";

describe('inline demos', () => {
  it("titles a fence without a title by its section's heading, numbered after the first", () => {
    const titled = `/**\n * title: Own title\n */\n${demoCode}`;
    const page = parse(
      [
        `# Button\n\n${fence('tsx', demoCode)}`,
        `## Use \`loading\`\n\n${fence('tsx', demoCode)}`,
        fence('tsx', titled),
        fence('jsx', demoCode),
      ].join('\n'),
    );
    expect(page.demos.map(({ title }) => title)).toEqual([
      'Button',
      'Use loading',
      'Own title',
      'Use loading 2',
    ]);
  });

  it('makes jsx and tsx fences live demos, numbered in page order, each in a module of its own', () => {
    const page = parse(`# Button\n\n${fence('tsx', demoCode)}\nText.\n\n${fence('jsx', demoCode)}`);
    expect(
      page.demos.map(({ id, file: f, name, line, codeLine }) => ({ id, f, name, line, codeLine })),
    ).toEqual([
      {
        id: 'button-demo-1',
        f: `${file}?demo=1&lang.tsx`,
        name: 'button-demo-1.tsx',
        line: 3,
        codeLine: 4,
      },
      {
        id: 'button-demo-2',
        f: `${file}?demo=2&lang.jsx`,
        name: 'button-demo-2.jsx',
        line: 11,
        codeLine: 12,
      },
    ]);
    expect(page.demos[0]!.code).toBe(demoCode);
    const blocks = page.tree.children.filter((n) => n.type === 'element' && n.tagName === 'demo');
    expect(blocks).toHaveLength(2);
    expect(page.tree.children.some((n) => n.type === 'element' && n.tagName === 'pre')).toBe(false);
  });

  it('keeps `| pure` fences, other languages and every fence of a site that turns them off as code', () => {
    const source = `# Button\n\n${fence('tsx | pure', demoCode)}\n${fence('jsx pure', demoCode)}\n${fence('ts', 'const a = 1;')}`;
    expect(parse(source).demos).toEqual([]);
    expect(parse(fence('tsx', demoCode), false).demos).toEqual([]);
    expect(
      parse(fence('tsx', demoCode), false).tree.children.some(
        (n) => n.type === 'element' && n.tagName === 'pre',
      ),
    ).toBe(true);
  });

  it('reads title and description from a leading doc comment, which the shown code leaves out', () => {
    const page = parse(
      fence('tsx', `/**\n * title: Greeting\n * description: Says hi.\n */\n${demoCode}`),
    );
    expect(page.demos[0]).toMatchObject({
      title: 'Greeting',
      description: 'Says hi.',
      code: demoCode,
      line: 1,
      codeLine: 6,
    });
  });

  it('finds inline demos inside lists and callouts, and keeps their ids off headings', () => {
    const page = parse(
      `## Button demo 1\n\n- item\n\n  ${fence('tsx', 'export default () => null;').replace(/\n(?=.)/g, '\n  ')}`,
    );
    expect(page.demos.map((d) => d.id)).toEqual(['button-demo-1']);
    expect(page.toc.map((t) => t.id)).not.toContain('button-demo-1');
  });

  it('fails on a live fence without a default export, at its line, and tells how to keep it as code', () => {
    const sketch = '<ImageViewer imageRender={(image) => <video src={image.src} />} />';
    expect(() => parse(`# B\n\nText.\n\n${fence('tsx', sketch)}`)).toThrow(
      'docs/components/Button.md:5: a ```tsx fence is a live demo and exports the component it shows as default; write ```tsx | pure to show its code without running it',
    );
    expect(parse(`# B\n\n${fence('tsx | pure', sketch)}`).demos).toEqual([]);
  });

  it('reports a broken doc comment at its line in the page', () => {
    expect(() =>
      parse(`# B\n\n${fence('tsx', '/**\n * title: A: B\n */\nexport default () => null;')}`),
    ).toThrow(/^docs\/components\/Button\.md:5(:\d+)?: invalid demo doc comment/);
  });
});

describe('importsOf', () => {
  it('lists every static import and re-export with its line', () => {
    const code = [
      "import React from 'react';",
      'import {',
      '  Button,',
      "} from '@acme/ui';",
      "import './style.css';",
      'export { x } from "./x";',
      'const s = \'import nothing from "here"\';',
    ].join('\n');
    expect(importsOf(code)).toEqual([
      { specifier: 'react', line: 1 },
      { specifier: '@acme/ui', line: 4 },
      { specifier: './style.css', line: 5 },
      { specifier: './x', line: 6 },
    ]);
  });
});
