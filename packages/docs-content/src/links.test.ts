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
  const guide = page('guide/My Page.md', '# Guide\n\n## 你好\n\n## Usage\n');
  const pages = new Map<string, ParsedPage>([button, guide].map((p) => [p.file, p]));
  const targets: LinkTargets = {
    pages,
    tabsOf: (file) => new Map(file === button.file ? [['api', tab]] : []),
    tabFile: (file) => (file === tab.file ? { page: button.file, key: 'api' } : undefined),
    hasDemo: (id) => id === 'button-demo-basic',
    publicDir: path.join(root, 'public'),
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
    ['/~demos/button-demo-basic', '/~demos/button-demo-basic'],
    ['/logo.svg', '/logo.svg'],
    ['https://example.com/x.md', 'https://example.com/x.md'],
    ['mailto:team@example.com', 'mailto:team@example.com'],
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
    ['../../../outside.md', 'points at a page that does not exist'],
    ['#nope', 'points at a heading that does not exist on this page'],
  ])('rejects %s with file and line', (href, message) => {
    expect(() => site().resolve(href)).toThrow(`docs/guide/My Page.md:7: `);
    expect(() => site().resolve(href)).toThrow(message);
  });
});
