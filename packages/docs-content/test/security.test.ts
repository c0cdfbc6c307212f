import { headScript } from '@tessera/docs-theme/head-script';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../src/build';
import { writeSite } from './fixtureSite';
import { dangerous, hostileMarkdown } from './hostileMarkdown';

/** Every HTML file the build wrote, relative to dist. */
function htmlFiles(dist: string): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The attributes of every start tag, with entities in values decoded the way browsers do. */
function startTags(html: string) {
  const decode = (value: string) =>
    value
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  return [
    ...html.matchAll(
      /<([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g,
    ),
  ].map(([, tag, attributes = '']) => ({
    tag: tag!.toLowerCase(),
    attributes: [
      ...attributes.matchAll(/([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g),
    ].map(([, name, a, b, c]) => ({ name: name!.toLowerCase(), value: decode(a ?? b ?? c ?? '') })),
  }));
}

describe('the built site', () => {
  it('holds no script but its own, no handler and no script or markup URL in any HTML file', async () => {
    const root = writeSite('hostile', {
      'docs/index.md': `---\ntitle: Links\ntitel: Typo\n---\n\n${hostileMarkdown}\n`,
      'docs/guide/index.md': '# Guide\n\n<code src="./demos/basic.tsx"></code>\n',
      'docs/guide/demos/basic.tsx': 'export default () => <p>demo</p>;\n',
    });
    const lines: string[] = [];
    await buildSite(root, { title: 'Hostile' }, (line) => lines.push(line));
    const dist = path.join(root, 'dist');
    const files = htmlFiles(dist);
    expect(files).toEqual(
      ['404.html', '~demos/guide-demo-basic/index.html', 'guide/index.html', 'index.html'].sort(),
    );

    for (const file of files) {
      const html = readFileSync(path.join(dist, file), 'utf8');
      for (const { tag, attributes } of startTags(html)) {
        expect(
          ['iframe', 'form', 'object', 'embed', 'base', 'set', 'animate'],
          `${file}: <${tag}>`,
        ).not.toContain(tag);
        for (const { name, value } of attributes) {
          const where = `${file}: ${name}="${value}" on <${tag}>`;
          expect(name, where).not.toMatch(/^on|^srcdoc$|^formaction$/);
          expect(value, where).not.toMatch(dangerous);
        }
      }
      // Scripts: the colour-mode script, the module entry and the page state, nothing else.
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      for (const [, attributes = '', body = ''] of scripts) {
        if (attributes.includes('type="module"'))
          expect(attributes).toMatch(/^ type="module" src="\/assets\/[\w.-]+\.js"$/);
        else if (attributes.includes('type="application/json"')) expect(body).not.toContain('<');
        else expect(body, file).toBe(headScript);
      }
      expect(scripts.length, file).toBe(3);
    }

    // The link texts are still there, as text.
    const home = readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(home).toContain('>raw entity</a>');
    expect(home).toContain('href="https://example.com"');
    expect(home).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    // What was removed, and the unknown key, are warnings of the build, which still succeeds.
    const log = lines.join('\n');
    expect(log).toContain(
      'warning: docs/index.md:3: unknown frontmatter key `titel` is ignored (did you mean `title`?)',
    );
    expect(log).toMatch(/warning: docs\/index\.md: removed <script>/);
    expect(log).toMatch(
      /warning: docs\/index\.md: removed formAction="javascript:alert\(1\)" on <button>/,
    );
  });
});
