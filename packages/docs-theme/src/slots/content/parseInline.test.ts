import { describe, expect, it } from 'vitest';
import { isSafeHref, parseInline } from './parseInline';

describe('parseInline', () => {
  it.each([
    ['plain text', ['plain text']],
    ['A `code` span', ['A ', { kind: 'code', text: 'code' }, ' span']],
    ["`'auto'`: loading", [{ kind: 'code', text: "'auto'" }, ': loading']],
    ['``a ` b``', [{ kind: 'code', text: 'a ` b' }]],
    ['`` `tick` ``', [{ kind: 'code', text: '`tick`' }]],
    ['an `unclosed span', ['an `unclosed span']],
    [
      '*em* and _em_',
      [{ kind: 'em', children: ['em'] }, ' and ', { kind: 'em', children: ['em'] }],
    ],
    [
      '**strong** __too__',
      [{ kind: 'strong', children: ['strong'] }, ' ', { kind: 'strong', children: ['too'] }],
    ],
    ['**bold `code`**', [{ kind: 'strong', children: ['bold ', { kind: 'code', text: 'code' }] }]],
    ['snake_case_name stays', ['snake_case_name stays']],
    ['2 * 3 * 4', ['2 * 3 * 4']],
    ['\\*not em\\* and \\`not code\\`', ['*not em* and `not code`']],
    [
      'See [Popup](/components/tm-popup#api).',
      ['See ', { kind: 'link', href: '/components/tm-popup#api', children: ['Popup'] }, '.'],
    ],
    [
      'Read [`aria-label`](https://www.w3.org/TR/wai-aria/)',
      [
        'Read ',
        {
          kind: 'link',
          href: 'https://www.w3.org/TR/wai-aria/',
          children: [{ kind: 'code', text: 'aria-label' }],
        },
      ],
    ],
    [
      '<https://example.com/a>',
      [{ kind: 'link', href: 'https://example.com/a', children: ['https://example.com/a'] }],
    ],
    ['[x](javascript:alert(1))', ['[x](javascript:alert(1))']],
    ['[click](javascript:alert)', ['click']],
    ['[data](data:text/html;base64,PHNjcmlwdD4=)', ['data']],
    ['[far](//evil.example/x)', ['far']],
    // Link-scheme obfuscations: only site paths, anchors and http(s) become links.
    ['[a](JaVaScRiPt:alert)', ['a']],
    ['[a](java%0ascript:alert)', ['a']],
    ['[a](&#x6A;avascript:alert)', ['a']],
    ['[a](vbscript:msgbox)', ['a']],
    ['[a]( javascript:alert)', ['[a]( javascript:alert)']],
    ['<javascript:alert(1)>', ['<javascript:alert(1)>']],
    ['[here](#props)', [{ kind: 'link', href: '#props', children: ['here'] }]],
    ['[not a link] (/x)', ['[not a link] (/x)']],
  ])('%s', (source, expected) => {
    expect(parseInline(source)).toEqual(expected);
  });

  it('keeps markup-like text as text', () => {
    expect(parseInline('<img src=x onerror=alert(1)> and <script>alert(1)</script>')).toEqual([
      '<img src=x onerror=alert(1)> and <script>alert(1)</script>',
    ]);
    expect(parseInline('`<script>`')).toEqual([{ kind: 'code', text: '<script>' }]);
  });

  it('never nests a link in a link', () => {
    expect(parseInline('[a [b](/b)](/a)')).toEqual([
      { kind: 'link', href: '/a', children: ['a [b](/b)'] },
    ]);
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
