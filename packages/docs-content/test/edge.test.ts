import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../src/build';
import { writeSite } from './fixtureSite';

const quiet = () => {};

/** Every file under a folder, relative to it, sorted. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const hostile = `A </title><script>alert(1)</script> "quoted" &amp; done`;

describe('odd and hostile content', () => {
  it('escapes once, builds odd pages with a sane outline, and builds the same bytes twice', async () => {
    const root = writeSite('odd', {
      'docs/index.md': `---\ntitle: '${hostile.replace(/'/g, "''")}'\ndescription: '${hostile}'\n---\n\nSee [the spec](https://example.com/spec) and [odd](./odd.md).\n\n\`\`\`js&#x20;xss\nconst a = 1;\n\`\`\`\n`,
      'docs/empty.md': '',
      'docs/fm-only.md': '---\ntitle: Only frontmatter\n---\n',
      'docs/odd.md':
        '# 🎉\n\n## 🚀\n\n## The `size` <em>prop</em>\n\n## The `size` <em>prop</em>\n\nText.\n',
    });
    await buildSite(root, { title: 'Odd', siteUrl: 'https://docs.example' }, quiet);
    const dist = path.join(root, 'dist');
    const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

    // B-10: the title and description are escaped exactly once in the head and the body, and
    // the search data holds the text itself.
    const home = read('index.html');
    const escaped =
      'A &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp;amp; done';
    expect(home).toContain(`<title>${escaped} - Odd</title>`);
    expect(home).toContain(`<meta name="description" content="${escaped}">`);
    expect(home).toContain(`<meta property="og:title" content="${escaped} - Odd">`);
    expect(home).not.toContain('<script>alert(1)');
    expect(home).not.toContain('&amp;amp;amp;');
    const body = home.slice(home.indexOf('<div id="root">'));
    expect(body).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).not.toContain('&amp;amp;amp;');
    const searchFile = filesOf(path.join(dist, 'assets')).find((f) =>
      /^search\.\w+\.json$/.test(f),
    );
    const search = read(`assets/${searchFile}`);
    expect(search).toContain(JSON.stringify(hostile).slice(1, -1));
    expect(search).not.toContain('&amp;amp;');

    // a character reference in a fence's info string adds no class.
    // Looked for in the block only: a content hash in an asset's name may spell anything.
    const block = home.slice(home.indexOf('<pre'), home.indexOf('</pre>'));
    expect(block).toContain('data-lang="js"');
    expect(block).not.toContain('xss');

    // B-14: links to other sites open safely.
    expect(home).toMatch(
      /<a href="https:\/\/example\.com\/spec" target="_blank" rel="noopener noreferrer">/,
    );
    for (const file of filesOf(dist).filter((f) => f.endsWith('.html')))
      for (const [anchor] of read(file).matchAll(/<a\b[^>]*target="_blank"[^>]*>/g))
        expect(anchor, `${file}: ${anchor}`).toMatch(/rel="noopener noreferrer"/);

    // B-13: empty and frontmatter-only pages build; emoji-only and marked-up headings get
    // distinct, non-empty ids, one outline entry each.
    expect(read('empty/index.html')).toContain('<h1');
    expect(read('fm-only/index.html')).toContain('Only frontmatter');
    const odd = read('odd/index.html');
    const ids = [...odd.matchAll(/<h[1-6][^>]* id="([^"]*)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(4);
    expect(ids.every((id) => id && id.trim())).toBe(true);
    expect(new Set(ids).size).toBe(4);
    expect(ids).toContain('the-size-prop');
    expect(ids).toContain('the-size-prop-1');

    // B-11: every route has an HTML file and the sitemap lists exactly the pages.
    const sitemap = [
      ...read('sitemap.xml').matchAll(/<loc>https:\/\/docs\.example\/([^<]*)<\/loc>/g),
    ]
      .map((m) => m[1])
      .sort();
    expect(sitemap).toEqual(['', 'empty', 'fm-only', 'odd']);
    const html = filesOf(dist).filter((f) => f.endsWith('.html'));
    expect(html).toEqual(
      [
        '404.html',
        ...sitemap.map((route) => (route ? `${route}/index.html` : 'index.html')),
      ].sort(),
    );

    // B-11: a second build writes the same files, byte for byte.
    const first = new Map(filesOf(dist).map((file) => [file, read(file)]));
    await buildSite(root, { title: 'Odd', siteUrl: 'https://docs.example' }, quiet);
    const again = filesOf(dist);
    expect(again.filter((file) => !first.has(file))).toEqual([]);
    expect(again).toHaveLength(first.size);
    for (const [file, text] of first) expect(read(file), file).toBe(text);
  });
});

describe('demo failures', () => {
  const page = (demo: string) => ({
    'docs/index.md': '# Home\n\n<code src="./demos/broken.tsx"></code>\n',
    'docs/demos/broken.tsx': demo,
  });

  it('fails naming the demo that throws when imported', async () => {
    const root = writeSite('demo-throws-on-import', {
      ...page(
        "throw new Error('no window here');\nexport default function Broken() {\n  return null;\n}\n",
      ),
    });
    await expect(buildSite(root, { title: 'Broken' }, quiet)).rejects.toThrow(
      /demo "docs-demo-broken" \(docs\/demos\/broken\.tsx\).*no window here/s,
    );
  });

  it('fails naming the demo that throws while rendering', async () => {
    const root = writeSite('demo-throws-on-render', {
      ...page("export default function Broken() {\n  throw new Error('render failed');\n}\n"),
    });
    await expect(buildSite(root, { title: 'Broken' }, quiet)).rejects.toThrow(
      /demo "docs-demo-broken" \(docs\/demos\/broken\.tsx\).*render failed/s,
    );
  });

  it('fails naming both demo files that would share one ~demos id', async () => {
    const root = writeSite('demo-ids', {
      'docs/a/Button.md': '# A\n\n<code src="./demos/basic.tsx"></code>\n',
      'docs/a/demos/basic.tsx': 'export default () => <p>a</p>;\n',
      'docs/b/Button.md': '# B\n\n<code src="./demos/basic.tsx"></code>\n',
      'docs/b/demos/basic.tsx': 'export default () => <p>b</p>;\n',
    });
    await expect(buildSite(root, { title: 'Ids' }, quiet)).rejects.toThrow(
      'docs/b/Button.md:3: demo id "button-demo-basic" of docs/b/demos/basic.tsx is also used by docs/a/demos/basic.tsx (docs/a/Button.md:3)',
    );
  });
});
