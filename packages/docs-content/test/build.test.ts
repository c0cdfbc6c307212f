import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../src/build';
import { writeSite } from './fixtureSite';
import { pageScripts } from './pageScripts';

const quiet = () => {};

describe('buildSite', () => {
  it('prerenders every page, every demo and the not-found page', async () => {
    const root = writeSite('basic', {
      'docs/index.md':
        '---\ntitle: Home\nhero:\n  title: Acme UI\n---\n\nSee the [guide](./guide/index.md#usage) and [its page](guide).\n',
      'docs/guide/index.md': '# Guide\n\n## Usage\n\n<code src="./demos/counter.tsx"></code>\n',
      'docs/guide/demos/counter.tsx':
        "/**\n * title: Counter\n * description: Counts taps.\n */\nimport { useState } from 'react';\n\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>Tapped {n} times</button>;\n}\n",
    });
    await buildSite(root, { title: 'Acme UI' }, quiet);
    const dist = path.join(root, 'dist');
    const guide = readFileSync(path.join(dist, 'guide/index.html'), 'utf8');
    expect(guide).toContain('<title>Guide - Acme UI</title>');
    expect(guide).toContain('Tapped <!-- -->0<!-- --> times');
    // The prerendered page reads without scripts: nothing in it fetches one before it paints,
    // and the inline boot script names the entry and its preloads.
    expect(guide).not.toMatch(/<script[^>]* src=|rel="modulepreload"/);
    const { entry, preload } = pageScripts(guide);
    expect(entry).toMatch(/^\/assets\/[^"]+\.js$/);
    expect(preload.length).toBeGreaterThan(0);
    for (const file of [entry, ...preload]) expect(existsSync(path.join(dist, file))).toBe(true);
    expect(guide.indexOf('data-entry=')).toBeGreaterThan(guide.indexOf('id="root"'));
    const home = readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(home).toContain('href="/guide#usage"');
    // A relative route link is written out absolute, so it navigates in place.
    expect(home).toMatch(/<a href="\/guide"[^>]*>its page<\/a>/);
    expect(readFileSync(path.join(dist, '~demos/guide-demo-counter/index.html'), 'utf8')).toContain(
      'Tapped',
    );
    expect(readFileSync(path.join(dist, '404.html'), 'utf8')).toContain('PAGE NOT FOUND');
    // Without siteUrl nothing that must be absolute is written: no sitemap, canonical or og:url.
    expect(existsSync(path.join(dist, 'sitemap.xml'))).toBe(false);
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toBe('User-agent: *\nAllow: /\n');
    expect(guide).not.toMatch(/rel="canonical"|og:url/);
    expect(existsSync(path.join(dist, '.vite'))).toBe(false);
    // The browser takes only types from the frontmatter schema: zod stays in the build.
    const assets = path.join(dist, 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter((file) => readFileSync(path.join(assets, file), 'utf8').includes('zod')),
    ).toEqual([]);
  });

  it('prerenders each demo as an island of its own, whose code the page does not preload', async () => {
    const root = writeSite('islands', {
      'docs/index.md': '# Home\n',
      'docs/form.md': '# Form\n\n<code src="./demos/named.tsx"></code>\n',
      'docs/demos/named.tsx':
        "/**\n * title: Named field\n */\nimport { useId } from 'react';\n\nexport default function NamedField() {\n  const id = useId();\n  return <label htmlFor={id}>Name <input id={id} /></label>;\n}\n",
    });
    await buildSite(root, { title: 'Acme UI' }, quiet);
    const dist = path.join(root, 'dist');
    const page = readFileSync(path.join(dist, 'form/index.html'), 'utf8');
    // The browser hydrates the island as a root of its own: its ids carry the demo's prefix.
    expect(page).toMatch(
      /<div data-demo-live=""><label for="([^"]*form-demo-named-[^"]*)">Name <input id="\1"\/><\/label><\/div>/,
    );
    expect(page).not.toContain('data-demo-island');
    const preloads = (html: string) => pageScripts(html).preload;
    const demoPage = readFileSync(path.join(dist, '~demos/form-demo-named/index.html'), 'utf8');
    const demoChunk = preloads(demoPage).find((href) => /\/named-[^/]+\.js$/.test(href));
    expect(demoChunk).toBeDefined();
    expect(preloads(page)).not.toContain(demoChunk);
  });

  it('fails with one message listing every broken link and missing demo, by file and line', async () => {
    const root = writeSite('broken', {
      'docs/index.md':
        '# Home\n\nGo to [nowhere](./missing.md) or [a heading](./guide/index.md#nope).\n',
      'docs/guide/index.md': '# Guide\n\nText.\n',
      'docs/guide/demo.md': '# Demo\n\nText.\n\n<code src="./demos/missing.tsx"></code>\n',
    });
    const build = buildSite(root, { title: 'Broken' }, quiet);
    await expect(build).rejects.toThrow(
      [
        '3 problems in the docs:',
        '  docs/guide/demo.md:5: demo file ./demos/missing.tsx not found',
        '  docs/index.md:3: link "./missing.md" points at a page that does not exist',
        '  docs/index.md:3: link "./guide/index.md#nope" points at a heading that does not exist in docs/guide/index.md',
      ].join('\n'),
    );
  });

  it('fails on an inline demo that imports what cannot be resolved, at its line in the page', async () => {
    const root = writeSite('inline-demo-import', {
      'docs/index.md':
        "# Home\n\n```tsx\nimport React from 'react';\nimport { Chart } from './missing-chart';\n\nexport default () => <Chart />;\n```\n",
    });
    await expect(buildSite(root, { title: 'Inline' }, quiet)).rejects.toThrow(
      'docs/index.md:5: the inline demo imports "./missing-chart", which cannot be resolved',
    );
  });

  it('fails on malformed frontmatter with file, line and reason', async () => {
    const root = writeSite('bad-frontmatter', {
      'docs/index.md': '---\ntitle: [unclosed\n---\n# Home\n',
    });
    await expect(buildSite(root, { title: 'Bad' }, quiet)).rejects.toThrow(
      /docs\/index\.md:\d+:\d+: invalid frontmatter/,
    );
  });

  it('fails on frontmatter of the wrong type, listing every page with its line and field', async () => {
    const root = writeSite('frontmatter-types', {
      'docs/index.md': '---\ntitle: [1]\n---\n# Home\n',
      'docs/guide/index.md': '---\ntitle: Guide\norder: "x"\n---\n',
      'docs/guide/toc.md': '---\ngroup: 3\n---\n',
      'docs/guide/theme.md': '---\ntoc: maybe\n---\n',
    });
    await expect(buildSite(root, { title: 'Bad' }, quiet)).rejects.toThrow(
      [
        '4 problems in the docs:',
        '  docs/guide/index.md:3: frontmatter `order` must be a number, not the string "x"',
        "  docs/guide/theme.md:2: frontmatter `toc` must be 'content', 'menu' or false, not the string \"maybe\"",
        '  docs/guide/toc.md:2: frontmatter `group` must be a string or { title, order }, not 3',
        '  docs/index.md:2: frontmatter `title` must be a string, not a list holding non-strings',
      ].join('\n'),
    );
  });

  it('fails when a written heading id is a demo id, naming both lines', async () => {
    const root = writeSite('heading-demo-id', {
      'docs/index.md':
        '# Home\n\n<h2 id="docs-demo-basic">Basic</h2>\n\n<code src="./demos/basic.tsx"></code>\n',
      'docs/demos/basic.tsx': 'export default () => null;\n',
    });
    await expect(buildSite(root, { title: 'Ids' }, quiet)).rejects.toThrow(
      'docs/index.md:3: heading id "docs-demo-basic" is also the id of the demo ./demos/basic.tsx on line 5',
    );
  });
});
