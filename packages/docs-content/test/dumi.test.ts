import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../src/build';

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
});
