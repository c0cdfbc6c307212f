import { headScript } from '@tessera/docs-theme/internal';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootScript } from '../src/bootScript';
import { buildSite } from '../src/build';
import { addressPrefix, resolveBase } from '../src/config';
import { serve } from '../src/serve';
import { writeSite } from './fixtureSite';
import { pageScripts } from './pageScripts';
import { dangerous, hostileMarkdown, startTags } from './hostileMarkdown';

/** Every file under a folder, relative to it. */
const filesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

describe('resolveBase', () => {
  it.each([
    [undefined, '/'],
    ['/', '/'],
    ['', '/'],
    ['docs', '/docs/'],
    ['/docs', '/docs/'],
    ['/docs/', '/docs/'],
    ['/acme/ui-docs/', '/acme/ui-docs/'],
  ])('%j → %s', (base, resolved) => expect(resolveBase(base)).toBe(resolved));

  it.each([
    '//evil.example/',
    'https://acme.dev/docs/',
    '/docs?x',
    '/docs#x',
    '/a\\b/',
    '/a/../b/',
    '/a//b/',
    '/./',
    '/a b/',
    '/%2e%2e/',
    '/文档/',
  ])('refuses %j with a message saying what a base looks like', (base) => {
    expect(() => resolveBase(base)).toThrow(
      `docs.config: \`base\` must be a path of plain segments (letters, digits, '-', '.', '_', '~') such as '/docs/'; got ${JSON.stringify(base)}.`,
    );
  });
});

describe('addressPrefix', () => {
  it.each([
    [undefined, '/', '/'],
    [undefined, '/docs/', '/docs/'],
    ['https://acme.dev', '/', 'https://acme.dev/'],
    ['https://acme.dev/', '/docs/', 'https://acme.dev/docs/'],
    ['https://acme.dev/docs', '/docs/', 'https://acme.dev/docs/'],
    ['https://acme.dev/docs/', '/docs/', 'https://acme.dev/docs/'],
  ])('siteUrl %j with base %s → %s', (siteUrl, base, prefix) => {
    expect(addressPrefix({ siteUrl, base })).toBe(prefix);
  });
});

/**
 * One build serves two sets of checks, to keep the suite quick: the base path, and the
 * hostile markup of `links.md` neutralised in every prerendered file.
 */
describe('a site built under the base path /docs/', () => {
  const root = writeSite('base-path', {
    'public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'docs/index.md':
      '---\ntitle: Home\nhero:\n  title: Acme UI\n  actions:\n    - text: Start\n      link: /guide\n---\n\nSee the [guide](./guide/index.md#usage), [a demo](/~demos/guide-demo-counter) and [the logo](/logo.svg).\n',
    'docs/guide/index.md':
      '# Guide\n\n## Usage\n\n<code src="./demos/counter.tsx"></code>\n\nBack [home](/).\n',
    'docs/guide/demos/counter.tsx':
      "import { useState } from 'react';\n\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>Tapped {n} times</button>;\n}\n",
    'docs/guide/log.md':
      '---\nloader: ./log.loader.ts\n---\n\n# Log\n\nLatest: <loader-data path="latest"></loader-data>.\n',
    'docs/guide/log.loader.ts': "export default () => ({ latest: '1.0.0' });\n",
    'docs/links.md': `---\ntitle: Links\ntitel: Typo\n---\n\n${hostileMarkdown}\n`,
  });
  const lines: string[] = [];
  const dist = path.join(root, 'dist');
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

  beforeAll(async () => {
    await buildSite(
      root,
      { title: 'Acme UI', base: '/docs/', siteUrl: 'https://acme.example', logo: '/logo.svg' },
      (line) => lines.push(line),
    );
  }, 120_000);

  it('writes every asset, link and icon URL of every page under the base path', () => {
    const html = filesOf(dist).filter((file) => file.endsWith('.html'));
    expect(html.sort()).toEqual(
      [
        '404.html',
        'guide/index.html',
        'guide/log/index.html',
        'index.html',
        'links/index.html',
        '~demos/guide-demo-counter/index.html',
      ].sort(),
    );
    for (const file of html) {
      // Root-absolute URLs: what the build writes (authors' relative URLs stay as written).
      const page = read(file);
      const { entry, preload } = pageScripts(page);
      const urls = [
        ...[...page.matchAll(/\s(?:href|src)="(\/[^"]*)"/g)].map((m) => m[1]!),
        entry,
        ...preload,
      ];
      expect(urls.length, file).toBeGreaterThan(3);
      for (const url of urls) expect(url, `${file}: ${url}`).toMatch(/^\/docs(\/|$)/);
    }
    const home = read('index.html');
    expect(pageScripts(home).entry).toMatch(/^\/docs\/assets\/[\w.-]+\.js$/);
    expect(home).toMatch(/<link rel="stylesheet" href="\/docs\/assets\/[\w.-]+\.css">/);
    expect(home).toContain('<link rel="icon" href="/docs/logo.svg">');
    expect(home).toContain('<link rel="canonical" href="https://acme.example/docs/">');
    expect(home).toContain('href="/docs/guide#usage"');
    expect(home).toContain('href="/docs/~demos/guide-demo-counter"');
    expect(home).toContain('href="/docs/logo.svg"');
    expect(home).toContain('href="/docs/guide"');

    const guide = read('guide/index.html');
    expect(guide).toContain('Tapped <!-- -->0<!-- --> times');
    expect(guide).toContain('<link rel="canonical" href="https://acme.example/docs/guide">');
    // The demo's own page, opened from its block, lives under the base too.
    expect(guide).toMatch(/href="\/docs\/~demos\/guide-demo-counter"/);
    expect(read('guide/log/index.html')).toContain('Latest: <!-- -->1.0.0');
    expect(read('~demos/guide-demo-counter/index.html')).toContain('Tapped');
  });

  it('holds no script but its own, no handler and no script or markup URL in any HTML file', () => {
    for (const file of filesOf(dist).filter((f) => f.endsWith('.html'))) {
      const html = read(file);
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
      // Scripts: the colour-mode script, the page state and the boot script, nothing else.
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      for (const [, attributes = '', body = ''] of scripts) {
        if (attributes.includes('data-entry')) {
          expect(attributes).toMatch(
            /^ data-entry="\/docs\/assets\/[\w.-]+\.js"( data-preload="\/docs\/assets\/[\w.-]+\.js( \/docs\/assets\/[\w.-]+\.js)*")?$/,
          );
          expect(body, file).toBe(bootScript);
        } else if (attributes.includes('type="application/json"')) expect(body).not.toContain('<');
        else expect(body, file).toBe(headScript);
      }
      expect(scripts.length, file).toBe(3);
    }

    // The link texts are still there, as text.
    const links = read('links/index.html');
    expect(links).toContain('>raw entity</a>');
    expect(links).toContain('href="https://example.com"');
    expect(links).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    // What was removed, and the unknown key, are warnings of the build, which still succeeds.
    const log = lines.join('\n');
    expect(log).toContain(
      'warning: docs/links.md:3: unknown frontmatter key `titel` is ignored (did you mean `title`?)',
    );
    expect(log).toMatch(/warning: docs\/links\.md: removed <script>/);
    expect(log).toMatch(
      /warning: docs\/links\.md: removed formAction="JAVASCRIPT:alert\(1\)" on <input>/,
    );
  });

  it('deploys the public folder with the pages and leaves it out of the server bundle', () => {
    expect(read('logo.svg')).toContain('<svg');
    expect(existsSync(path.join(root, '.tessera/server/entry-server.mjs'))).toBe(true);
    expect(existsSync(path.join(root, '.tessera/server/logo.svg'))).toBe(false);
  });

  it('prerenders the not-found page with its assets and its way home under the base path', () => {
    const notFound = read('404.html');
    expect(notFound).toContain('PAGE NOT FOUND');
    expect(notFound).toContain('<meta name="robots" content="noindex">');
    expect(pageScripts(notFound).entry).toMatch(/^\/docs\/assets\//);
    expect(notFound).toMatch(/href="\/docs\/?"/);
  });

  it('records the page state at the addresses the browser will show', () => {
    const state = (file: string) =>
      JSON.parse(
        /<script type="application\/json" id="__TESSERA_DOCS_STATE__">(.*?)<\/script>/s.exec(
          read(file),
        )![1]!,
      ) as { path: string; notFound: boolean; demoEntry?: { id: string; file: string } };
    expect(state('index.html')).toMatchObject({ path: '/docs/', notFound: false });
    expect(state('guide/index.html')).toMatchObject({ path: '/docs/guide', notFound: false });
    const demo = state('~demos/guide-demo-counter/index.html');
    expect(demo.path).toBe('/docs/~demos/guide-demo-counter');
    // A demo opened alone loads its own entry, which its document preloads, not the index.
    expect(demo.demoEntry).toMatchObject({ id: 'guide-demo-counter' });
    const entry = demo.demoEntry!.file;
    expect(entry).toMatch(/^\/docs\/assets\/.+\.js$/);
    expect(existsSync(path.join(dist, entry.slice('/docs/'.length)))).toBe(true);
    const html = read('~demos/guide-demo-counter/index.html');
    const { preload } = pageScripts(html);
    expect(preload).toContain(entry);
    expect(preload.filter((href) => /\/demos-[^/]+\.js$/.test(href))).toEqual([]);
  });

  it('points the browser bundle at the search data, the loader endpoint and chunks under the base path', () => {
    const scripts = filesOf(path.join(dist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => read(`assets/${file}`))
      .join('\n');
    const search = filesOf(path.join(dist, 'assets')).find((file) =>
      /^search\.\w+\.json$/.test(file),
    );
    // Booleans, so a failure does not print the whole bundle.
    const has = (pattern: RegExp | string) =>
      typeof pattern === 'string' ? scripts.includes(pattern) : pattern.test(scripts);
    expect(has(`/docs/assets/${search}`), 'search data URL').toBe(true);
    expect(has(/["'`]\/docs\/["'`]/), 'the base path for the loader endpoint').toBe(true);
    expect(has('__serverLoader'), 'the loader endpoint').toBe(true);
    expect(has(/["'`]\/assets\//), 'a root-absolute asset URL').toBe(false);
    expect(has(/["'`]\/__(serverLoader|loaders)/), 'a root-absolute loader URL').toBe(false);
  });

  it('lists the pages under the base path in the sitemap, robots.txt, llms.txt and _headers', () => {
    expect(read('sitemap.xml')).toMatch(
      /<loc>https:\/\/acme\.example\/docs\/<\/loc>[\s\S]*<loc>https:\/\/acme\.example\/docs\/guide<\/loc>[\s\S]*<loc>https:\/\/acme\.example\/docs\/guide\/log<\/loc>/,
    );
    expect(read('sitemap.xml')).not.toMatch(/<loc>https:\/\/acme\.example\/(?!docs\/)/);
    expect(read('robots.txt')).toBe(
      'User-agent: *\nAllow: /docs/\nSitemap: https://acme.example/docs/sitemap.xml\n',
    );
    expect(read('llms.txt')).toContain('- [Guide](https://acme.example/docs/guide.md)');
    expect(read('_headers')).toMatch(/^\/docs\/\*\n[\s\S]*\n\/docs\/assets\/\*\n/);
  });

  describe('served', () => {
    let origin = '';
    let close = () => {};
    beforeAll(async () => {
      const server = await serve({ dir: dist, port: 0, base: '/docs/' });
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      close = () => server.close();
    });
    afterAll(() => close());

    const get = async (address: string) => {
      const response = await fetch(`${origin}${address}`);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        cache: response.headers.get('cache-control'),
        text: await response.text(),
      };
    };

    it.each([
      ['/docs/', 200, 'Acme UI'],
      ['/docs', 200, 'Acme UI'],
      ['/docs/guide', 200, 'Tapped'],
      ['/docs/guide/', 200, 'Tapped'],
      ['/docs/~demos/guide-demo-counter', 200, 'Tapped'],
      ['/docs/nope', 404, 'PAGE NOT FOUND'],
      ['/guide', 404, 'PAGE NOT FOUND'],
      ['/', 404, 'PAGE NOT FOUND'],
      ['/docsguide', 404, 'PAGE NOT FOUND'],
    ])('answers %s with %i', async (address, status, text) => {
      const answer = await get(address);
      expect(answer.status).toBe(status);
      expect(answer.type).toBe('text/html; charset=utf-8');
      expect(answer.text).toContain(text);
    });

    it('serves assets and loader data under the base path only', async () => {
      const { entry } = pageScripts(read('index.html'));
      const asset = await get(entry);
      expect(asset.status).toBe(200);
      expect(asset.cache).toBe('public, max-age=31536000, immutable');
      expect((await get(entry.replace('/docs', ''))).status).toBe(404);
      const loader = await get(
        '/docs/__serverLoader?route=docs/guide/log&url=%2Fdocs%2Fguide%2Flog',
      );
      expect(loader.status).toBe(200);
      expect(JSON.parse(loader.text)).toEqual({ latest: '1.0.0' });
      expect(JSON.parse((await get('/docs/__loaders/docs/guide/log.json')).text)).toEqual({
        latest: '1.0.0',
      });
      expect((await get('/__serverLoader?route=docs/guide/log&url=%2F')).status).toBe(404);
    });
  });
});
