import type { InlineNode } from '@tessera/docs-theme/types';
import { describe, expect, it } from 'vitest';
import { isSafeHref, parseDescription } from './inline';
import { markdownText, plainText } from './inlineText';

const code = (text: string): InlineNode => ({ kind: 'code', text });
const em = (...children: InlineNode[]): InlineNode => ({ kind: 'em', children });
const strong = (...children: InlineNode[]): InlineNode => ({ kind: 'strong', children });
const link = (href: string, ...children: InlineNode[]): InlineNode => ({
  kind: 'link',
  href,
  children,
});

describe('parseDescription', () => {
  it.each<[string, InlineNode[]]>([
    ['plain text', ['plain text']],
    ['', []],
    ['A `code` span', ['A ', code('code'), ' span']],
    ["`'auto'`: loading", [code("'auto'"), ': loading']],
    ['``a ` b``', [code('a ` b')]],
    ['`` `tick` ``', [code('`tick`')]],
    ['*em* and _em_', [em('em'), ' and ', em('em')]],
    ['**strong** __too__', [strong('strong'), ' ', strong('too')]],
    ['**bold `code`**', [strong('bold ', code('code'))]],
    ['***both***', [em(strong('both'))]],
    ['*a **b** c*', [em('a ', strong('b'), ' c')]],
    ['snake_case_name stays', ['snake_case_name stays']],
    ['2 * 3 * 4', ['2 * 3 * 4']],
    [
      'See [Popup](/components/tm-popup#api).',
      ['See ', link('/components/tm-popup#api', 'Popup'), '.'],
    ],
    [
      'Read [`aria-label`](https://www.w3.org/TR/wai-aria/)',
      ['Read ', link('https://www.w3.org/TR/wai-aria/', code('aria-label'))],
    ],
    ['<https://example.com/a>', [link('https://example.com/a', 'https://example.com/a')]],
    ['[here](#props)', [link('#props', 'here')]],
    ['[**bold** link](/a)', [link('/a', strong('bold'), ' link')]],
    ['[not a link] (/x)', ['[not a link] (/x)']],
  ])('%s', (source, expected) => {
    expect(parseDescription(source)).toEqual(expected);
  });

  it.each<[string, InlineNode[]]>([
    ['\\*not em\\* and \\`not code\\`', ['*not em* and `not code`']],
    ['a \\[b\\](/c)', ['a [b](/c)']],
    ['&lt;b&gt; &amp; &copy;', ['<b> & ©']],
  ])('reads escapes and character references: %s', (source, expected) => {
    expect(parseDescription(source)).toEqual(expected);
  });

  it.each<[string, InlineNode[]]>([
    ['an `unclosed span', ['an `unclosed span']],
    ['*open emphasis', ['*open emphasis']],
    ['**open strong', ['**open strong']],
    ['[open link](/a', ['[open link](/a']],
    ['_open under', ['_open under']],
  ])('keeps unclosed markers as written: %s', (source, expected) => {
    expect(parseDescription(source)).toEqual(expected);
  });

  // Link-scheme obfuscations: only site paths, anchors and http(s) become links; the
  // rest keep their label as text.
  it.each<[string, InlineNode[]]>([
    ['[x](javascript:alert(1))', ['x']],
    ['[click](javascript:alert)', ['click']],
    ['[a](JaVaScRiPt:alert)', ['a']],
    ['[a](java%0ascript:alert)', ['a']],
    ['[a](&#x6A;avascript:alert)', ['a']],
    ['[a]( javascript:alert)', ['a']],
    ['[a](vbscript:msgbox)', ['a']],
    ['[data](data:text/html;base64,PHNjcmlwdD4=)', ['data']],
    ['[far](//evil.example/x)', ['far']],
    ['[back](/\\evil.example)', ['back']],
    ['[file](./Popup.md)', ['file']],
    ['[mail](mailto:a@b.c)', ['mail']],
    ['<javascript:alert(1)>', ['javascript:alert(1)']],
    ['[a][ref]\n\n[ref]: javascript:alert(1)', ['a']],
    ['[a][ref]\n\n[ref]: /components/popup', ['a']],
  ])('never links an unsafe address: %s', (source, expected) => {
    expect(parseDescription(source)).toEqual(expected);
  });

  it('keeps markup as text', () => {
    expect(parseDescription('<img src=x onerror=alert(1)> and <script>alert(1)</script>')).toEqual([
      '<img src=x onerror=alert(1)> and <script>alert(1)</script>',
    ]);
    expect(parseDescription('<script>\nalert(1)\n</script>')).toEqual([
      '<script> alert(1) </script>',
    ]);
    expect(parseDescription('`<script>`')).toEqual([code('<script>')]);
    expect(parseDescription('[<img src=x onerror=alert(1)>](/a)')).toEqual([
      link('/a', '<img src=x onerror=alert(1)>'),
    ]);
  });

  it('never nests a link in a link', () => {
    expect(parseDescription('[a [b](/b)](/a)')).toEqual(['[a ', link('/b', 'b'), '](/a)']);
  });

  it('flows blocks into one line of text, with white space as a browser shows it', () => {
    expect(parseDescription('First paragraph,\n  on two lines.\n\nSecond `one`.')).toEqual([
      'First paragraph, on two lines. Second ',
      code('one'),
      '.',
    ]);
    expect(parseDescription('Either:\n- `a`\n- **b**')).toEqual([
      'Either: ',
      code('a'),
      ' ',
      strong('b'),
    ]);
    expect(parseDescription('# Title\n\n![an image](/x.png)')).toEqual(['Title an image']);
    expect(parseDescription('Ends with a break  \nhere.')).toEqual(['Ends with a break here.']);
  });
});

describe('isSafeHref', () => {
  it.each([
    ['/components/tm-popup', true],
    ['#api', true],
    ['https://example.com', true],
    ['HTTP://example.com', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['mailto:a@b.c', false],
    ['./Popup.md', false],
    ['https:///x', false],
  ])('%s → %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});

describe('plainText', () => {
  it.each([
    ['Loading while `onClick` is *pending*.', 'Loading while onClick is pending.'],
    ["`'auto'`: loading", "'auto': loading"],
    ['See [Popup](/components/tm-popup) and **bold**.', 'See Popup and bold.'],
    ['First paragraph.\n\nSecond one.', 'First paragraph. Second one.'],
    ['snake_case_name', 'snake_case_name'],
    ['Shows <img src=x onerror=alert(1)> as text', 'Shows <img src=x onerror=alert(1)> as text'],
    ['Escaped \\`tick\\`', 'Escaped `tick`'],
    ['[unsafe](javascript:alert(1)) link', 'unsafe link'],
  ])('%s', (markdown, text) => {
    expect(plainText(parseDescription(markdown))).toBe(text);
  });
});

describe('markdownText', () => {
  it.each([
    'Loading while `onClick` is *pending*.',
    'See [Popup](/components/tm-popup#api) and **bold `code`**.',
    '`` `tick` `` and ``a ` b``',
    'snake_case_name, \\*stars\\*, \\_under\\_, \\[brackets\\], \\<tag> and \\&amp;',
    '[spaced](<https://example.com/a b>)',
  ])('writes back what it read: %s', (markdown) => {
    const nodes = parseDescription(markdown);
    expect(markdownText(nodes)).toBe(markdown);
    expect(parseDescription(markdownText(nodes))).toEqual(nodes);
  });

  it('writes an unsafe link as its label, as the table shows it', () => {
    expect(markdownText(parseDescription('[x](javascript:alert(1)) <b>'))).toBe('x \\<b>');
  });
});
