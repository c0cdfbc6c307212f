/**
 * Markdown that tries every way we know to smuggle script into a page: link schemes in
 * autolinks, reference definitions and character references, `data:text/html`, `srcdoc`,
 * `formaction`, and SVG or MathML that runs or links script. Shared by the parse-level and the
 * build-level tests, so both see the same attacks.
 */
export const hostileMarkdown = [
  '# Links',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[data upper](DATA:text/html,<script>alert(1)</script>)',
  '<javascript:alert(1)>',
  '<JaVaScRiPt:alert(1)>',
  '[reference][js] [vb][vb] [spaced][spaced]',
  '[js]: javascript:alert(1)',
  '[vb]: vbscript:msgbox(1)',
  '[spaced]: <  javascript:alert(1)>',
  '[entity](jav&#x61;script:alert(1)) [entity2](&#x6A;avascript:alert(1)) [tab](java&#x09;script:alert(1))',
  '![img](javascript:alert(1))',
  '<a href="jav&#x61;script:alert(1)">raw entity</a> <a href=" javascript:alert(1)">raw space</a> <a href="java&#10;script:alert(1)">raw newline</a>',
  '<a href="vbscript:msgbox(1)">vb</a> <a href="data:text/html,<script>alert(1)</script>">raw data</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<div srcdoc="<script>alert(1)</script>">div srcdoc</div>',
  '<form><button formaction="javascript:alert(1)">go</button></form>',
  '<button formaction="javascript:alert(1)">loose button</button> <input type="image" formaction="JAVASCRIPT:alert(1)">',
  '<svg onload="alert(1)"><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>x</text></a><a href="javascript:alert(1)"><text>y</text></a></svg>',
  '<svg><animate attributeName="href" values="javascript:alert(1)"/><set attributeName="xlink:href" to="javascript:alert(1)"/><a><animate attributeName="href" from="#a" to="javascript:alert(1)"/><text>z</text></a></svg>',
  '<svg><foreignObject><img src="x" onerror="alert(1)"></foreignObject><use href="data:image/svg+xml,<svg onload=alert(1)>"/></svg>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">m</maction></math>',
  '<img src="data:image/png;base64,iVBORw0KGgo=" alt="pixel">',
  '[ok](https://example.com) [mail](mailto:a@example.com)',
].join('\n\n');

/** What must survive the sanitiser: ordinary links and a `data:` image. */
export const harmlessMarkdown = [
  'https://example.com',
  'mailto:a@example.com',
  'data:image/png;base64,iVBORw0KGgo=',
];

/** A URL or attribute value that would run script or render markup, in any spelling. */
export const dangerous = /(java|vb)script:|data:text\/html|data:image\/svg/i;

/** The attributes of every start tag, with entities in values decoded the way browsers do. */
export function startTags(html: string) {
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
