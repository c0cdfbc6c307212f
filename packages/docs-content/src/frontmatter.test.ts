import { describe, expect, it } from 'vitest';
import { ContentError } from './errors';
import { parseFrontmatter, toPageMeta } from './frontmatter';

const parse = (yaml: string) => parseFrontmatter(yaml, 'docs/components/Button.md', 1);

describe('parseFrontmatter', () => {
  it('reads every page metadata field, expanding dumi string shorthands', () => {
    const { data, warnings } = parse(
      'title: Button\nsubtitle: Tap targets\ndescription: Starts an action.\ngroup: General\norder: 1\ntoc: menu\ntimeline: false\ntag: New\nnav:\n  title: Components\n  order: 2\n',
    );
    expect(warnings).toEqual([]);
    expect(toPageMeta(data)).toEqual({
      title: 'Button',
      subtitle: 'Tap targets',
      description: 'Starts an action.',
      group: { title: 'General' },
      order: 1,
      toc: 'menu',
      timeline: false,
      tag: 'New',
      nav: { title: 'Components', order: 2 },
    });
  });

  it('warns about an unknown key with its line, and keeps going', () => {
    const { warnings } = parse('title: Button\ntitel: Oops\n');
    expect(warnings).toEqual([
      'docs/components/Button.md:3: unknown frontmatter key `titel` is ignored',
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
    ['title: [1]\n', 'Button.md:2: frontmatter `title` must be a string'],
    ['order: "x"\n', 'Button.md:2: frontmatter `order` must be a number'],
    ['toc: sidebar\n', "Button.md:2: frontmatter `toc` must be 'content', 'menu' or false"],
    ['group:\n  order: 1\n', 'Button.md:2: frontmatter `group` needs a string `title`'],
  ])('fails on a wrong type, naming the field: %j', (yaml, message) => {
    expect(() => parse(yaml)).toThrow(message);
  });

  it.each([
    ['__proto__:\n  polluted: 1\n'],
    ['hero:\n  constructor:\n    prototype:\n      polluted: 1\n'],
    ['base: &b\n  x: 1\nhero:\n  <<: *b\n'],
  ])('rejects keys that could pollute prototypes: %j', (yaml) => {
    expect(() => parse(yaml)).toThrow(/is not allowed|invalid frontmatter/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
