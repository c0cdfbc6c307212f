import { describe, expect, it } from 'vitest';
import { ContentError } from './errors';
import { parseFrontmatter, toPageMeta } from './frontmatter';

const parse = (yaml: string) => parseFrontmatter(yaml, 'docs/components/Button.md', 1);

describe('parseFrontmatter', () => {
  it('reads every page metadata field, expanding dumi string shorthands', () => {
    const { data, warnings } = parse(
      'title: Button\nsubtitle: Tap targets\ndescription: Starts an action.\nkeywords: [btn]\ngroup: General\norder: 1\ntoc: menu\ntimeline: false\ntag: New\nnav:\n  title: Components\n  order: 2\n',
    );
    expect(warnings).toEqual([]);
    expect(toPageMeta(data)).toEqual({
      title: 'Button',
      subtitle: 'Tap targets',
      description: 'Starts an action.',
      keywords: ['btn'],
      group: { title: 'General' },
      order: 1,
      toc: 'menu',
      timeline: false,
      tag: 'New',
      nav: { title: 'Components', order: 2 },
    });
  });

  it('reads an empty or null value as not set, as dumi does', () => {
    const { data, warnings } = parse('title:\ntoc: null\ngroup: ~\norder: 2\n');
    expect(warnings).toEqual([]);
    expect(toPageMeta(data)).toEqual({ order: 2 });
  });

  it("accepts dumi's keys without a warning, and leaves them out of the page metadata", () => {
    const { data, warnings } = parse(
      'title: Button\natomId: Button\ndemo:\n  cols: 2\ndebug: false\nsidebar: true\napiHeader: false\n',
    );
    expect(warnings).toEqual([]);
    expect(data).toMatchObject({ atomId: 'Button', demo: { cols: 2 }, apiHeader: false });
    expect(toPageMeta(data)).toEqual({ title: 'Button' });
  });

  it('warns about unknown keys with their line and a hint, and keeps going', () => {
    const { data, warnings } = parse('title: Button\ntitel: Oops\nbanner: yes\n');
    expect(data.title).toBe('Button');
    expect(warnings).toEqual([
      'docs/components/Button.md:3: unknown frontmatter key `titel` is ignored (did you mean `title`?)',
      'docs/components/Button.md:4: unknown frontmatter key `banner` is ignored',
    ]);
  });

  it('warns about a tag it does not know instead of running or dropping it silently', () => {
    const { data, warnings } = parse('title: !!js/function "alert(1)"\n');
    expect(data.title).toBe('alert(1)');
    expect(warnings).toHaveLength(1);
    expect(warnings).toEqual([
      'docs/components/Button.md:2: frontmatter: Unresolved tag: tag:yaml.org,2002:js/function, read as plain text',
    ]);
  });

  it.each([
    ['title: "unclosed\n', /Button\.md:[23]:\d+: invalid frontmatter/],
    [
      'title: Button\ntitle: Again\n',
      /Button\.md:3:\d+: invalid frontmatter: Map keys must be unique/,
    ],
    ['title:\n\t- tab\n', /Button\.md:\d+(:\d+)?: invalid frontmatter/],
  ])('fails on malformed YAML with file and line: %j', (yaml, message) => {
    expect(() => parse(yaml)).toThrow(ContentError);
    expect(() => parse(yaml)).toThrow(message);
  });

  it.each([
    ['title: [1]\n', '2: frontmatter `title` must be a string, not a list holding non-strings'],
    ['title: Button\norder: "x"\n', '3: frontmatter `order` must be a number, not the string "x"'],
    ['order: "x"\ntitle: [1]\n', '2: frontmatter `order` must be a number, not the string "x"'],
    ['order: .inf\n', '2: frontmatter `order` must be a number, not Infinity'],
    ['group: 3\n', '2: frontmatter `group` must be a string or { title, order }, not 3'],
    ['group:\n  order: 1\n', '2: frontmatter `group` needs a string `title`, not empty'],
    [
      'nav:\n  title: Docs\n  order: first\n',
      '2: frontmatter `nav` needs a number `order`, not the string "first"',
    ],
    [
      'toc: maybe\n',
      "2: frontmatter `toc` must be 'content', 'menu' or false, not the string \"maybe\"",
    ],
    [
      'toc: sidebar\n',
      "2: frontmatter `toc` must be 'content', 'menu' or false, not the string \"sidebar\"",
    ],
    ['timeline: yes\n', '2: frontmatter `timeline` must be true or false, not the string "yes"'],
    [
      'description: !!binary aGk=\n',
      '2: frontmatter `description` must be a string, not binary data',
    ],
    [
      'keywords: [button, 3]\n',
      '2: frontmatter `keywords` must be a list of strings, not a list holding non-strings',
    ],
    ['hero: Acme\n', '2: frontmatter `hero` must be a mapping, not the string "Acme"'],
    ['features: {title: x}\n', '2: frontmatter `features` must be a list, not a mapping'],
    ['hero:\n  install: [npm, i]\n', '2: frontmatter `hero` needs a string `install`, not a list'],
    ['hero:\n  demo: true\n', '2: frontmatter `hero` needs a string `demo`, not true'],
    ['gallery: components\n', '2: frontmatter `gallery` must be a mapping, not the string'],
    ['gallery:\n  title: All\n', '2: frontmatter `gallery` needs a string `section`, not empty'],
    [
      'features:\n  - title: A\n  - B\n',
      '2: frontmatter `features` must be a list of { title, description? }, not a list',
    ],
    [
      'hero:\n  actions:\n    - text: Start\n',
      '2: frontmatter `hero` needs a string `link`, not empty',
    ],
    ['apiHeader: true\n', '2: frontmatter `apiHeader` must be false or a mapping, not true'],
    ['loader: 1\n', '2: frontmatter `loader` must be a string, not 1'],
    ['tabTitle: [a]\n', '2: frontmatter `tabTitle` must be a string, not a list'],
  ])('fails on a wrong type with file, line, field and what it got: %j', (yaml, message) => {
    expect(() => parse(yaml)).toThrow(ContentError);
    expect(() => parse(yaml)).toThrow(`docs/components/Button.md:${message}`);
  });

  it.each([
    ['__proto__:\n  polluted: 1\n', 2, '__proto__'],
    ['"__proto__": {polluted: 1}\n', 2, '__proto__'],
    ['{__proto__: {polluted: 1}}\n', 2, '__proto__'],
    ['? __proto__\n: {polluted: 1}\n', 2, '__proto__'],
    ['constructor:\n  prototype:\n    polluted: 1\n', 2, 'constructor'],
    ['hero:\n  constructor:\n    prototype:\n      polluted: 1\n', 3, 'constructor'],
    ['features:\n  - title: A\n  - __proto__: {polluted: 1}\n', 4, '__proto__'],
    ['base: &b\n  x: 1\nhero:\n  <<: *b\n', 5, '<<'],
    ['<<: {__proto__: {polluted: 1}}\n', 2, '<<'],
    ['evil: &e {__proto__: {polluted: 1}}\nhero:\n  <<: *e\n', 2, '__proto__'],
  ])('rejects keys that could pollute prototypes, with their line: %j', (yaml, line, key) => {
    expect(() => parse(yaml)).toThrow(
      `docs/components/Button.md:${line}: frontmatter key \`${key}\` is not allowed`,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('fails with the file and line on aliases that would expand without end', () => {
    const laughs = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'd: [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
    ].join('\n');
    expect(() => parse(`${laughs}\n`)).toThrow(ContentError);
    expect(() => parse(`${laughs}\n`)).toThrow(
      /^docs\/components\/Button\.md:2: invalid frontmatter: .*alias/,
    );
  });
});
