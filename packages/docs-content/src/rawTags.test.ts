import { describe, expect, it } from 'vitest';
import { rawTags } from './rawTags';

describe('rawTags', () => {
  it('reads attributes in double quotes, single quotes or none, names in lower case', () => {
    const [code, api] = rawTags(
      `<code src=./demos/a.tsx TITLE='Say "hi"' iframe></code>\n<API id="Button" />`,
    );
    expect(code).toMatchObject({ name: 'code', start: 0 });
    expect(Object.fromEntries(code!.attributes)).toEqual({
      src: './demos/a.tsx',
      title: 'Say "hi"',
      iframe: '',
    });
    expect(api).toMatchObject({ name: 'api' });
    expect(api!.attributes.get('id')).toBe('Button');
  });

  it('ends a tag after its end tag when only white space comes between', () => {
    const html = '<code src="a.tsx">  </code> after';
    expect(rawTags(html)[0]!.end).toBe(html.indexOf(' after'));
    expect(rawTags(html)[0]!.tagEnd).toBe(html.indexOf('  </code>'));
  });

  it('reads an attribute right after a quoted value, as HTML does', () => {
    const [code] = rawTags(`<code src="./a.tsx"title='A'compact></code>`);
    expect(Object.fromEntries(code!.attributes)).toEqual({
      src: './a.tsx',
      title: 'A',
      compact: '',
    });
  });

  it('skips the tags inside comments, as HTML does', () => {
    const html = '<!-- <code src="a.tsx"></code> --><API id="B"><!-- <API id="C">';
    expect(rawTags(html).map((tag) => tag.attributes.get('id'))).toEqual(['B']);
  });
});
