import type { Element, Root, RootContent } from 'hast';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dangerous, harmlessMarkdown, hostileMarkdown } from '../test/hostileMarkdown';
import { parsePage } from './parse';

function elements(tree: Root): Element[] {
  const out: Element[] = [];
  const walk = (nodes: RootContent[]) => {
    for (const node of nodes)
      if (node.type === 'element') {
        out.push(node);
        walk(node.children);
      }
  };
  walk(tree.children);
  return out;
}

describe('sanitising page content', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-sanitize-'));
  const page = parsePage(hostileMarkdown, path.join(root, 'docs/guide/links.md'), {
    root,
    docsDir: 'docs',
    routePrefix: {},
  });
  const all = elements(page.tree);

  it('leaves no attribute that runs script or renders markup, however the scheme is spelt', () => {
    for (const element of all)
      for (const [key, value] of Object.entries(element.properties)) {
        const where = `${key} on <${element.tagName}>`;
        expect(key, where).not.toMatch(/^on|^srcdoc$|^formaction$/i);
        expect(String(value), where).not.toMatch(dangerous);
      }
  });

  it('drops script, frames, forms, and SVG animation that sets a link', () => {
    const tags = new Set(all.map((element) => element.tagName));
    for (const tag of ['script', 'iframe', 'form', 'set', 'animate'])
      expect(tags).not.toContain(tag);
  });

  it('keeps the link text, ordinary links and data images', () => {
    const hrefs = all.map((element) => element.properties.href ?? element.properties.src);
    for (const url of harmlessMarkdown) expect(hrefs).toContain(url);
    const text = JSON.stringify(page.tree);
    for (const label of ['raw entity', 'loose button', 'reference', 'vb', 'spaced'])
      expect(text).toContain(label);
  });

  it('warns once for each thing it removed, naming the page', () => {
    expect(page.warnings.length).toBeGreaterThanOrEqual(20);
    for (const warning of page.warnings)
      expect(warning).toMatch(/^docs\/guide\/links\.md: removed /);
  });
});
