import { describe, expect, it } from 'vitest';
import { readDemoDocComment } from './demos';
import { ContentError } from './errors';

const comment = (...lines: string[]) =>
  `/**\n${lines.map((line) => ` * ${line}`).join('\n')}\n */\nexport default () => null;\n`;

describe('readDemoDocComment', () => {
  it('reads the metadata and leaves the code without the comment', () => {
    const { meta, code } = readDemoDocComment(
      comment('title: Basic', 'keywords: [tap]'),
      'demos/basic.tsx',
    );
    expect(meta).toEqual({ title: 'Basic', keywords: ['tap'] });
    expect(code).toBe('export default () => null;\n');
  });

  it.each([
    [['__proto__:', '  polluted: 1', 'title: A']],
    [['constructor:', '  prototype:', '    polluted: 1']],
    [['<<: {polluted: 1}']],
    [['base: &b {__proto__: {polluted: 1}}', 'more:', '  <<: *b']],
  ])('never pollutes prototypes: %j', (lines) => {
    const { meta } = readDemoDocComment(comment(...lines), 'demos/basic.tsx');
    expect(Object.getPrototypeOf(meta)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('fails naming the demo file on aliases that would expand without end', () => {
    const read = () =>
      readDemoDocComment(
        comment(
          'a: &a [x, x, x, x, x, x, x, x, x]',
          'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
          'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
          'd: [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
        ),
        'demos/basic.tsx',
      );
    expect(read).toThrow(ContentError);
    expect(read).toThrow(/^demos\/basic\.tsx:1: invalid demo doc comment: .*alias/);
  });

  it('fails at the line and column of a value holding ": ", showing it quoted', () => {
    const read = () =>
      readDemoDocComment(
        `\n\n${comment('title: Skeleton', 'description: Loading: then the content')}`,
        'docs/components/demos/skeleton.tsx',
      );
    expect(read).toThrow(ContentError);
    expect(read).toThrow(
      'docs/components/demos/skeleton.tsx:5:17: invalid demo doc comment: Nested mappings are not allowed in compact mappings. Quote the value: description: "Loading: then the content"',
    );
  });

  it('fails at the line of other YAML mistakes, saying which values need quotes', () => {
    const read = () =>
      readDemoDocComment(comment('title: Basic', 'keywords: [tap'), 'demos/basic.tsx');
    expect(read).toThrow(
      /^demos\/basic\.tsx:4(:\d+)?: invalid demo doc comment: .+\. Quote values/,
    );
  });
});
