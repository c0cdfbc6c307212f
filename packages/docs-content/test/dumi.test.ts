import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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
    expect(pages).toHaveLength(64);
    const button = readFileSync(path.join(dist, 'components/tm-button/index.html'), 'utf8');
    expect(button).toContain('<title>Button - Corpus</title>');
    expect(button).toContain(
      'Button for mobile interfaces: responsive, accessible and easy to theme.',
    );
    // The demo tag's own title and description win over the file's doc comment, as in dumi.
    expect(button).toContain('Basic usage');
    expect(button).toContain('Default Button');
    expect(readdirSync(path.join(dist, '~demos'))).toContain('button-demo-basic');
  }, 240_000);
});
