import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolvePageLink, type LinkTargets } from './links';
import { parsePage, type ParsedPage } from './parse';

/** A small site: Button with an `api` tab, a guide page with a CJK heading, a public file. */
function site() {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-links-'));
  mkdirSync(path.join(root, 'public'), { recursive: true });
  writeFileSync(path.join(root, 'public/logo.svg'), '<svg/>');
  const options = { root, docsDir: 'docs', routePrefix: { components: 'tm-' } };
  const page = (file: string, source: string) =>
    parsePage(source, path.join(root, 'docs', file), options);
  const button = page('components/Button.md', '# Button\n\n## Usage\n');
  const tab = page('components/Button.$tab-api.md', '---\ntitle: API\n---\n\n## Props\n');
  const guide = page('guide/My Page.md', '# Guide\n\n## 你好\n\n## Usage\n\n## self\n');
  const chinese = page('guide/中文.md', '# 中文\n\n## 快速开始（安装）\n\n## 按钮\n\n## 按钮\n');
  const pages = new Map<string, ParsedPage>([button, guide, chinese].map((p) => [p.file, p]));
  const targets: LinkTargets = {
    pages,
    tabsOf: (file) => new Map(file === button.file ? [['api', tab]] : []),
    tabFile: (file) => (file === tab.file ? { page: button.file, key: 'api' } : undefined),
    hasDemo: (id) => id === 'button-demo-basic' || id === '按钮-demo-基础',
    publicDir: path.join(root, 'public'),
    unparsed: {
      files: new Set([
        path.join(root, 'docs/components/Skeleton.md'),
        path.join(root, 'docs/components/Button.$tab-design.md'),
      ]),
      routes: new Set(['components/tm-skeleton']),
    },
  };
  const resolve = (href: string, from: ParsedPage = guide) =>
    resolvePageLink(href, from, 7, targets);
  return { resolve, button, tab };
}

describe('resolvePageLink', () => {
  it.each([
    ['../components/Button.md', '/components/tm-button'],
    ['../components/Button.md#usage', '/components/tm-button#usage'],
    ['../components/Button.md?tab=api#props', '/components/tm-button?tab=api#props'],
    ['../components/Button.$tab-api.md#props', '/components/tm-button?tab=api#props'],
    ['./My%20Page.md#usage', '/guide/my-page#usage'],
    ['#你好', '#你好'],
    ['#%E4%BD%A0%E5%A5%BD', '#%E4%BD%A0%E5%A5%BD'],
    ['/components/tm-button#usage', '/components/tm-button#usage'],
    ['/components/tm-button/', '/components/tm-button/'],
    ['#self', '#self'],
    ['/~demos/button-demo-basic', '/~demos/button-demo-basic'],
    ['/~demos/button-demo-basic/', '/~demos/button-demo-basic/'],
    [
      '/~demos/%E6%8C%89%E9%92%AE-demo-%E5%9F%BA%E7%A1%80',
      '/~demos/%E6%8C%89%E9%92%AE-demo-%E5%9F%BA%E7%A1%80',
    ],
    ['/guide/中文#快速开始安装', '/guide/中文#快速开始安装'],
    [
      '/guide/%E4%B8%AD%E6%96%87#%E6%8C%89%E9%92%AE-1',
      '/guide/%E4%B8%AD%E6%96%87#%E6%8C%89%E9%92%AE-1',
    ],
    ['./中文.md#按钮-1', '/guide/中文#按钮-1'],
    ['./%E4%B8%AD%E6%96%87.md#%E6%8C%89%E9%92%AE', '/guide/中文#%E6%8C%89%E9%92%AE'],
    ['/components/tm-button/?tab=api#props', '/components/tm-button/?tab=api#props'],
    ['/components/tm-button?tab=api', '/components/tm-button?tab=api'],
    ['/logo.svg', '/logo.svg'],
    ['https://example.com/x.md', 'https://example.com/x.md'],
    ['mailto:team@example.com', 'mailto:team@example.com'],
    ['  java\tscript:alert(1)', '  java\tscript:alert(1)'],
    ['\\\\elsewhere.example/x', '\\\\elsewhere.example/x'],
    ['../components/tm-button', '/components/tm-button'],
    ['../components/tm-button/?tab=api#props', '/components/tm-button?tab=api#props'],
    ['./中文#按钮-1', '/guide/%E4%B8%AD%E6%96%87#按钮-1'],
    ['.././guide/my-page#usage', '/guide/my-page#usage'],
    ['../logo.svg', '../logo.svg'],
    ['./diagram.png', './diagram.png'],
    ['../~demos/button-demo-basic', '/~demos/button-demo-basic'],
  ])('accepts %s → %s', (href, expected) => {
    expect(site().resolve(href)).toBe(expected);
  });

  it.each([
    ['./missing.md', 'link "./missing.md" points at a page that does not exist'],
    [
      '../components/Button.md#nope',
      'points at a heading that does not exist in docs/components/Button.md',
    ],
    [
      '../components/Button.md?tab=nope',
      'points at a tab "nope" that docs/components/Button.md does not have',
    ],
    [
      '../components/Button.md?tab=api#usage',
      'points at a heading that does not exist in docs/components/Button.$tab-api.md',
    ],
    [
      '/components/button#nope',
      'link "/components/button#nope" points at a page that does not exist',
    ],
    [
      '/components/tm-button#nope',
      'points at a heading that does not exist in docs/components/Button.md',
    ],
    ['/~demos/nope', 'points at a demo that does not exist'],
    ['/~demos/Button-Demo-Basic', 'points at a demo that does not exist'],
    ['/~demos/', 'points at a page that does not exist'],
    ['/~demos/__proto__', 'points at a demo that does not exist'],
    [
      '/guide/中文#快速开始（安装）',
      'points at a heading that does not exist in docs/guide/中文.md',
    ],
    ['./中文.md#按钮-2', 'points at a heading that does not exist in docs/guide/中文.md'],
    [
      '/guide/%E4%B8%AD%E6%96%87#%E4%BD%A0%E5%A5%BD',
      'points at a heading that does not exist in docs/guide/中文.md',
    ],
    [
      '/components/tm-button?tab=nope',
      'points at a tab "nope" that docs/components/Button.md does not have',
    ],
    ['../../../outside.md', 'points at a page that does not exist'],
    ['#nope', 'points at a heading that does not exist on this page'],
    ['../components/button', 'link "../components/button" points at a page that does not exist'],
    [
      './tm-button#props',
      'link "./tm-button#props" points at a page that does not exist (from /guide/my-page it leads to /guide/tm-button)',
    ],
    [
      '../components/tm-button#props',
      'points at a heading that does not exist in docs/components/Button.md',
    ],
    [
      '../components/tm-button?tab=nope',
      'points at a tab "nope" that docs/components/Button.md does not have',
    ],
    ['../', 'link "../" points at a page that does not exist (from /guide/my-page it leads to /)'],
    ['../~demos/nope', 'points at a demo that does not exist'],
  ])('rejects %s with file and line', (href, message) => {
    expect(() => site().resolve(href)).toThrow(`docs/guide/My Page.md:7: `);
    expect(() => site().resolve(href)).toThrow(message);
  });

  it.each([
    ['../components/Skeleton.md', '../components/Skeleton.md'],
    ['../components/Skeleton.md#usage', '../components/Skeleton.md#usage'],
    ['/components/tm-skeleton#usage', '/components/tm-skeleton#usage'],
    ['../components/tm-skeleton', '/components/tm-skeleton'],
    ['../components/Button.$tab-design.md#colors', '../components/Button.$tab-design.md#colors'],
    ['../components/Button.md?tab=design#colors', '/components/tm-button?tab=design#colors'],
  ])('says nothing of %s, a page or tab that exists but failed to parse', (href, expected) => {
    expect(site().resolve(href)).toBe(expected);
  });

  it("resolves a tab's relative route links from its page's address", () => {
    const { resolve, tab } = site();
    expect(resolve('./tm-button#usage', tab)).toBe('/components/tm-button#usage');
    expect(() => resolve('./button', tab)).toThrow(
      'docs/components/Button.$tab-api.md:7: link "./button" points at a page that does not exist (from /components/tm-button it leads to /components/button)',
    );
  });
});
