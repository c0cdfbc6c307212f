import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toHast } from 'mdast-util-to-hast';
import { gfm } from 'micromark-extension-gfm';
import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { markCallouts } from './callouts';

/** The page as HTML-ish outline: callouts as `aside[type|title]`, other elements by tag. */
function outline(source: string): unknown[] {
  const mdast = fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  markCallouts(mdast, source, 'docs/page.md');
  const tree = toHast(mdast) as Root;
  const shape = (node: Root['children'][number]): unknown => {
    if (node.type === 'text') return node.value.trim() || undefined;
    if (node.type !== 'element') return undefined;
    const el = node as Element;
    const children = el.children.map(shape).filter((c) => c !== undefined);
    if (el.tagName === 'aside') {
      const { dataCallout, dataCalloutTitle } = el.properties;
      return {
        callout: dataCallout,
        ...(dataCalloutTitle ? { title: dataCalloutTitle } : {}),
        children,
      };
    }
    return { [el.tagName]: children };
  };
  return tree.children.map(shape).filter((c) => c !== undefined);
}

describe('callouts', () => {
  it.each([
    [':::warning\nMind the gap.\n:::', 'warning', undefined],
    ['::: tip\nMind the gap.\n:::', 'tip', undefined],
    [':::warning{title=Careful}\nMind the gap.\n:::', 'warning', 'Careful'],
    [':::warning{title="Be careful"}\nMind the gap.\n:::', 'warning', 'Be careful'],
    [':::tip Careful now\nMind the gap.\n:::', 'tip', 'Careful now'],
    [':::info[Heads up]\nMind the gap.\n:::', 'info', 'Heads up'],
    [':::danger\nMind the gap.\n:::', 'error', undefined],
    [':::success\n\nMind the gap.\n\n:::', 'success', undefined],
  ])('%j is a %s callout', (source, type, title) => {
    expect(outline(source)).toEqual([
      { callout: type, ...(title ? { title } : {}), children: [{ p: ['Mind the gap.'] }] },
    ]);
  });

  it('holds lists, code and links, with a lazy closing line after a list', () => {
    const source = [
      'Before.',
      '',
      ':::warning',
      'Read [the guide](./guide.md) first:',
      '',
      '```sh',
      ':::',
      'npm i',
      '```',
      '',
      '- one',
      '- two',
      ':::',
      '',
      'After.',
    ].join('\n');
    expect(outline(source)).toEqual([
      { p: ['Before.'] },
      {
        callout: 'warning',
        children: [
          { p: ['Read', { a: ['the guide'] }, 'first:'] },
          { pre: [{ code: [':::\nnpm i'] }] },
          { ul: [{ li: ['one'] }, { li: ['two'] }] },
        ],
      },
      { p: ['After.'] },
    ]);
  });

  it('nests callouts', () => {
    const source = ':::info\nOuter.\n\n:::tip\nInner.\n:::\n\nStill outer.\n:::\n';
    expect(outline(source)).toEqual([
      {
        callout: 'info',
        children: [
          { p: ['Outer.'] },
          { callout: 'tip', children: [{ p: ['Inner.'] }] },
          { p: ['Still outer.'] },
        ],
      },
    ]);
  });

  it.each([
    ['NOTE', 'note'],
    ['TIP', 'tip'],
    ['IMPORTANT', 'important'],
    ['WARNING', 'warning'],
    ['CAUTION', 'caution'],
  ])('reads the GitHub alert [!%s] as a %s callout', (marker, type) => {
    expect(outline(`> [!${marker}]\n> Mind the gap.\n>\n> - a list`)).toEqual([
      { callout: type, children: [{ p: ['Mind the gap.'] }, { ul: [{ li: ['a list'] }] }] },
    ]);
  });

  it('leaves ordinary quotes and code alone', () => {
    expect(outline('> Just a quote [!NOTE]\n\n```md\n:::warning\n```')).toEqual([
      { blockquote: [{ p: ['Just a quote [!NOTE]'] }] },
      { pre: [{ code: [':::warning'] }] },
    ]);
  });

  it.each([
    [':::wraning\nText\n:::', /docs\/page\.md:1: unknown callout type ":::wraning": use info/],
    ['Intro.\n\n:::tip\nText', /docs\/page\.md:3: callout ":::tip" is not closed/],
    ['> [!NOPE]\n> Text', /docs\/page\.md:1: unknown alert "\[!NOPE\]"/],
  ])('names file and line of a bad callout: %j', (source, message) => {
    expect(() => outline(source)).toThrow(message);
  });
});
