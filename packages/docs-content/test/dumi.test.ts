import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../src/build';
import { resolveConfig } from '../src/config';
import { SiteContent } from '../src/site';

const fixtures = path.join(import.meta.dirname, '.fixtures');

describe('a docs folder written for dumi 2', () => {
  it('builds with no change: frontmatter, <code src> demos with their attributes, every page', async () => {
    const out = path.join(fixtures, 'dumi-corpus');
    execFileSync(process.execPath, [path.join(import.meta.dirname, 'dumi/make-corpus.mjs'), out], {
      stdio: 'ignore',
    });
    const root = path.join(out, 'dumi');
    // A page written the way dumi's own documentation writes its pages.
    writeFileSync(
      path.join(root, 'docs/guide/config.md'),
      [
        '---',
        'title: Config',
        'toc:',
        'order: null',
        '---',
        '',
        '# Config',
        '',
        '## Two-level nav <Badge>2.2.0+</Badge>',
        '',
        ':::info{title=Heads up}',
        'Only the **first** two levels show.',
        ':::',
        '',
        ':::warning',
        'Read [the button page](../components/Button.md) first.',
        ':::',
        '',
        '> [!TIP]',
        '> Badges work in text too: <Badge type="success">new</Badge>.',
        '',
        '<code src="../../demos/button/basic.tsx"></code>',
        '',
        '<code id="config-demo-again" src="../../demos/button/basic.tsx"></code>',
        '',
        '```tsx',
        "import React, { useState } from 'react';",
        '',
        'export default () => {',
        '  const [count, setCount] = useState(0);',
        '  return <button onClick={() => setCount(count + 1)}>Inline demo clicked {count} times</button>;',
        '};',
        '```',
        '',
        '```jsx | pure',
        'export default () => <p>Pure fence</p>;',
        '```',
        '',
      ].join('\n'),
    );
    const warnings: string[] = [];
    const config = {
      title: 'Corpus',
      routePrefix: { components: 'tm-' },
      siteUrl: 'https://corpus.example',
    };
    await buildSite(root, config, (line) => {
      if (line.includes('warning:')) warnings.push(line);
    });
    expect(warnings).toEqual([]);
    const dist = path.join(root, 'dist');
    const pages = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8').match(/<loc>/g) ?? [];
    expect(pages).toHaveLength(65);
    const button = readFileSync(path.join(dist, 'components/tm-button/index.html'), 'utf8');
    expect(button).toContain('<title>Button - Corpus</title>');
    expect(button).toContain(
      'Button for mobile interfaces: responsive, accessible and easy to theme.',
    );
    // The demo tag's own title and description win over the file's doc comment, as in dumi.
    expect(button).toContain('Basic usage');
    expect(button).toContain('Default Button');
    expect(readdirSync(path.join(dist, '~demos'))).toContain('button-demo-basic');

    const configPage = readFileSync(path.join(dist, 'guide/config/index.html'), 'utf8');
    expect(configPage).toMatch(
      /<h2[^>]* id="two-level-nav"[^>]*>(<[^>]+>)*Two-level nav <span[^>]*>2\.2\.0\+/,
    );
    expect(configPage).toMatch(
      /<aside[^>]*>.*Heads up.*Only the <strong>first<\/strong> two levels show/s,
    );
    expect(configPage).toMatch(/<aside[^>]*>.*Warning.*the button page/s);
    expect(configPage).toMatch(
      /<aside[^>]*>.*Tip.*Badges work in text too: <span[^>]*>new<\/span>/s,
    );
    // A tsx fence is a live demo, rendered on the server, with its code; a pure one is code.
    expect(configPage).toContain('Inline demo clicked <!-- -->0<!-- --> times');
    expect(configPage).toContain('id="config-demo-1"');
    expect(configPage).not.toContain('<p>Pure fence</p>');
    expect(configPage).toMatch(/<pre[^>]*>.*Pure fence/s);
    expect(readdirSync(path.join(dist, '~demos'))).toEqual(
      expect.arrayContaining(['config-demo-basic', 'config-demo-again', 'config-demo-1']),
    );
  }, 240_000);

  /*
   * test/fixtures/dumi-docs is a docs folder written as dumi 2's documentation writes its
   * pages: nav and group frontmatter, named demos, parts of a file embedded, badges, callouts,
   * inline demos and a page in a second language. It is copied, so the build's output stays
   * out of the fixture.
   */
  it('builds a dumi docs folder unchanged and shows what dumi shows (issue 15)', async () => {
    const root = path.join(fixtures, 'dumi-docs');
    rmSync(root, { recursive: true, force: true });
    cpSync(path.join(import.meta.dirname, 'fixtures/dumi-docs'), root, { recursive: true });
    const warnings: string[] = [];
    await buildSite(root, { title: 'Pebble UI' }, (line) => {
      if (line.includes('warning:')) warnings.push(line.trim());
    });
    // The site's pages are in one language: dumi's copy in another is left out, and said so.
    expect(warnings).toEqual([
      "warning: docs/index.zh-CN.md: left out, as a page in zh-CN: the site's pages are written in one language (`lang`)",
    ]);
    const dist = path.join(root, 'dist');
    const html = (route: string) => readFileSync(path.join(dist, route, 'index.html'), 'utf8');
    for (const route of ['guide', 'guide/getting-started', 'guide/theming', 'config'])
      expect(existsSync(path.join(dist, route, 'index.html')), route).toBe(true);
    expect(readdirSync(dist).filter((name) => /zh-cn/i.test(name))).toEqual([]);

    // Nav order, then group order, then page order, as the frontmatter gives them.
    const home = html('');
    const navbar = /<nav aria-label="Main"[^>]*>(.*?)<\/nav>/s.exec(home)?.[1] ?? '';
    expect([...navbar.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1])).toEqual([
      'Guide',
      'Config',
      'Components',
    ]);
    expect(home).toMatch(/<a [^>]*href="\/guide"[^>]*>Get started<\/a>/);
    const sidebar = (page: string) =>
      [
        ...(/<nav aria-label="Sidebar"[^>]*>(.*?)<\/nav>/s.exec(page)?.[1] ?? '').matchAll(
          /<h2[^>]*>([^<]+)<\/h2>|<a [^>]*>([^<]+)<\/a>/g,
        ),
      ].map((m) => m[1] ?? m[2]);
    expect(sidebar(html('guide'))).toEqual([
      'Basics',
      'Introduction',
      'Getting started',
      'Advanced',
      'Theming',
    ]);
    expect(sidebar(html('components/field'))).toEqual([
      'General',
      'Button',
      'Icon',
      'Data entry',
      'Field',
    ]);
    // The same, as the data the browser gets; empty and null values are not set.
    const site = new SiteContent(resolveConfig({ title: 'Pebble UI' }, root));
    site.loadAll();
    const meta = (route: string) =>
      site.routeMeta(site.sortedPages().find((page) => page.routePath === route)!);
    expect(meta('guide/getting-started')).toEqual({
      id: 'docs/guide/getting-started',
      title: 'Getting started',
      group: { title: 'Basics', order: 1 },
      order: 2,
      nav: { title: 'Guide', order: 1 },
    });
    expect(meta('guide/theming')).not.toHaveProperty('order');
    expect(html('guide/getting-started')).not.toContain('<meta name="description"');

    // Parts of a file: lines 3 to 9, and the first match of a pattern; nothing else of it.
    const intro = html('guide');
    expect(intro).toContain('Pebble UI is a handful of React form controls');
    expect(intro).toContain('id="install"');
    expect(intro).toMatch(/<pre[^>]*>.*npm.*install.*pebble-ui/s);
    expect(intro).toContain(
      '<p>Pebble UI runs in the last two versions of every evergreen browser.</p>',
    );
    expect(intro).not.toContain('<h1 id="pebble-ui"');
    expect(intro).not.toContain('id="license"');
    expect(intro).not.toContain('MIT');

    // Demos: a file, the same file again under the tag's id, a tsx fence; a pure fence is code.
    const started = html('guide/getting-started');
    for (const id of [
      'getting-started-demo-name-field',
      'required-name-field',
      'getting-started-demo-1',
    ])
      expect(started).toContain(`id="${id}"`);
    expect(started).toMatch(
      /id="required-name-field".*Required name.*The same file, named by its tag\./s,
    );
    expect(started).toContain('Switch is <!-- -->off');
    expect(started.match(/data-demo-frame=""/g)).toHaveLength(3);
    expect(started).toMatch(/<pre[^>]*data-lang="tsx"[^>]*>.*pebble-ui/s);
    expect(readdirSync(path.join(dist, '~demos'))).toEqual(
      expect.arrayContaining([
        'getting-started-demo-name-field',
        'required-name-field',
        'getting-started-demo-1',
      ]),
    );

    // Badges of every type, in headings (out of their ids and the outline) and in text.
    const config = html('config');
    const badge = (type: string, text: string) =>
      new RegExp(`<span [^>]*data-type="${type}"[^>]*>${text.replace(/[.+]/g, '\\$&')}</span>`);
    expect(config).toMatch(
      /<h3[^>]* id="two-level-nav"[^>]*>.*?Two-level nav <span[^>]*data-type="info"[^>]*>2\.2\.0\+/,
    );
    expect(config).toMatch(badge('warning', 'experimental'));
    expect(config).toMatch(badge('error', 'removed'));
    expect(config).toMatch(badge('success', 'stable'));
    expect(config).toMatch(
      /The name shown in the navbar\. <span [^>]*data-type="info"[^>]*>info<\/span>/,
    );
    for (const id of ['two-level-nav', 'compact', 'legacymode', 'a11ychecks'])
      expect(config).toContain(`<a href="#${id}"`);
    expect(config).toMatch(/<a href="#two-level-nav"[^>]*>Two-level nav<\/a>/);
    // Callouts: dumi's with a title and without, and a GitHub alert.
    expect(config).toMatch(
      /<aside[^>]*>.*Good to know.*Only the <strong>first<\/strong> two levels/s,
    );
    expect(config).toMatch(/<aside[^>]*>(?:(?!<\/aside>).)*Warning.*?fails to load/s);
  }, 240_000);
});
