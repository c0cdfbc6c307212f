import { describe, expect, it } from 'vitest';
import { writeSite } from '../test/fixtureSite';
import { resolveConfig } from './config';
import { SiteContent } from './site';

const load = (name: string, section: string) => {
  const root = writeSite(name, {
    'docs/index.md': `---\nhero:\n  title: Acme\ngallery:\n  title: Every part\n  section: ${section}\n---\n`,
    'docs/parts/Bolt.md': '# Bolt\n',
  });
  return () => new SiteContent(resolveConfig({ title: 'Test' }, root)).loadAll();
};

describe('the home page gallery', () => {
  it('builds when its section has pages, written with or without a slash', () => {
    expect(load('gallery-ok', 'parts')).not.toThrow();
    expect(load('gallery-slash', '/parts')).not.toThrow();
  });

  it('fails naming the page and the sections there are when its section has no pages', () => {
    expect(load('gallery-empty', 'components')).toThrow(
      'docs/index.md: frontmatter `gallery` names the section "components", which has no pages; sections: parts',
    );
  });
});
