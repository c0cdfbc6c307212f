import type { Element, Root, RootContent } from 'hast';
import { raw } from 'hast-util-raw';
import { describe, expect, it } from 'vitest';
import { sanitize } from './sanitize';

/** Page HTML as the page parser reads it, then sanitised. */
function clean(html: string) {
  const tree = raw({ type: 'root', children: [{ type: 'raw', value: html }] }) as Root;
  return sanitize(tree);
}

function elements(nodes: RootContent[]): Element[] {
  return nodes.flatMap((node) =>
    node.type === 'element' ? [node, ...elements(node.children)] : [],
  );
}

const tagsOf = (tree: Root) => elements(tree.children).map((node) => node.tagName);
const textOf = (tree: Root) => JSON.stringify(tree);

describe('the allow-list of page content', () => {
  it('keeps what documentation pages use, attributes included', () => {
    const { tree, removed } = clean(
      [
        '<h2 id="usage" class="anchor">Usage</h2>',
        '<details open><summary>More</summary><p>Hidden <mark>text</mark></p></details>',
        '<table><thead><tr><th align="left">Name</th></tr></thead><tbody><tr><td>a</td></tr></tbody></table>',
        '<img src="./shot.png" alt="A shot" width="320" height="200">',
        '<a href="/guide#setup" title="Setup">setup</a> <a href="mailto:a@example.com">mail</a>',
        '<code src="./demos/basic.tsx" id="basic" title="Basic" description="One" iframe="300"></code>',
        '<Badge type="warning">2.0+</Badge> <API id="Button"></API> <loader-list path="a.b" empty="None yet."></loader-list>',
        '<aside data-callout="tip" data-callout-title="Note">x</aside>',
        '<figure><img src="data:image/png;base64,iVBORw0KGgo=" alt="pixel"><figcaption>c</figcaption></figure>',
      ].join(''),
    );
    expect(removed).toEqual([]);
    const all = elements(tree.children);
    const find = (tag: string) => all.find((node) => node.tagName === tag)!.properties;
    expect(find('h2')).toEqual({ id: 'usage', className: ['anchor'] });
    expect(find('details')).toEqual({ open: true });
    expect(find('th')).toEqual({ align: 'left' });
    expect(find('img')).toEqual({ src: './shot.png', alt: 'A shot', width: 320, height: 200 });
    expect(find('a')).toEqual({ href: '/guide#setup', title: 'Setup' });
    expect(find('code')).toMatchObject({ src: './demos/basic.tsx', id: 'basic', iframe: '300' });
    expect(find('badge')).toEqual({ type: 'warning' });
    expect(find('api')).toEqual({ id: 'Button' });
    expect(find('loader-list')).toEqual({ path: 'a.b', empty: 'None yet.' });
    expect(find('aside')).toEqual({ dataCallout: 'tip', dataCalloutTitle: 'Note' });
    for (const tag of ['summary', 'mark', 'table', 'figure', 'figcaption'])
      expect(tagsOf(tree)).toContain(tag);
  });

  it('drops an element nobody listed, with its handlers, but keeps its text', () => {
    const { tree, removed } = clean('<p><x-widget onclick="alert(1)">kept words</x-widget></p>');
    expect(tagsOf(tree)).toEqual(['p']);
    expect(textOf(tree)).toContain('kept words');
    expect(textOf(tree)).not.toContain('alert');
    expect(removed).toEqual(['<x-widget>']);
  });

  it('drops a script inside SVG, and the SVG itself', () => {
    const { tree, removed } = clean('<svg><script>alert(1)</script><text>label</text></svg>');
    expect(tagsOf(tree)).toEqual([]);
    expect(textOf(tree)).not.toContain('alert');
    expect(textOf(tree)).toContain('label');
    expect(removed).toEqual(['<svg>', '<script>', '<text>']);
  });

  it('drops attributes nobody listed: formaction, srcdoc, handlers, styles', () => {
    const { tree, removed } = clean(
      '<p onmouseover="alert(1)" style="color:red" srcdoc="&lt;script&gt;">a</p><div formaction="javascript:alert(1)">b</div>',
    );
    for (const node of elements(tree.children)) expect(node.properties).toEqual({});
    expect(removed).toEqual([
      'onMouseOver on <p>',
      'style="color:red" on <p>',
      'srcDoc="<script>" on <p>',
      'formAction="javascript:alert(1)" on <div>',
    ]);
  });

  it('removes a script URL from every URL attribute, however it is spelt', () => {
    const urls = ['javascript:alert(1)', 'JavaScript:alert(1)', ' java\tscript:alert(1)'];
    for (const url of urls) {
      const { tree } = clean(
        `<a href="${url}">a</a><img src="${url}" longdesc="${url}"><blockquote cite="${url}">q</blockquote>` +
          `<q cite="${url}">q</q><video poster="${url}" src="${url}"></video><div background="${url}" action="${url}" itemtype="${url}">d</div>`,
      );
      for (const node of elements(tree.children))
        for (const value of Object.values(node.properties))
          expect(String(value), `${url} on <${node.tagName}>`).not.toMatch(/script:/i);
    }
  });

  it('keeps data: addresses for pictures only', () => {
    const { tree, removed } = clean(
      '<img src="data:image/svg+xml,<svg onload=alert(1)>"><a href="data:image/png;base64,AA">a</a>',
    );
    for (const node of elements(tree.children)) expect(node.properties).toEqual({});
    expect(removed).toHaveLength(2);
  });
});
