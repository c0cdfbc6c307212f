import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture, options } from '../test/parseFixture';
import { parsePage } from './parse';

describe('parsePage', () => {
  it('derives route, metadata and a table of contents with unique heading ids', () => {
    const root = fixture({});
    const page = parsePage(
      '---\ntitle: Button\ngroup:\n  title: General\n  order: 1\n---\n\n# Button\n\n## Usage\n\n### Usage\n\n## Usage\n\n## API & props\n',
      path.join(root, 'docs/components/Button.md'),
      options(root),
    );
    expect(page.routePath).toBe('components/tm-button');
    expect(page.meta).toMatchObject({
      id: 'docs/components/Button',
      title: 'Button',
      filename: 'docs/components/Button.md',
      group: { title: 'General', order: 1 },
    });
    expect(page.toc).toEqual([
      { id: 'button', depth: 1, title: 'Button' },
      { id: 'usage', depth: 2, title: 'Usage' },
      { id: 'usage-1', depth: 3, title: 'Usage' },
      { id: 'usage-2', depth: 2, title: 'Usage' },
      { id: 'api--props', depth: 2, title: 'API & props' },
    ]);
  });

  it('takes the title from the first heading, and adds a heading when a page has none', () => {
    const root = fixture({});
    expect(
      parsePage('# Theme\n', path.join(root, 'docs/guide/theme.md'), options(root)).meta.title,
    ).toBe('Theme');
    const untitled = parsePage(
      '---\ntitle: Style\n---\nText.\n',
      path.join(root, 'docs/guide/style.md'),
      options(root),
    );
    expect(untitled.toc[0]).toEqual({ id: 'page-title', depth: 1, title: 'Style' });
  });

  it('strips script, event handlers and javascript: links from raw HTML, with warnings', () => {
    const root = fixture({});
    const page = parsePage(
      '# X\n\n<script>alert(1)</script>\n\n<img src="x.png" onerror="alert(1)">\n\n[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) <a href="java&#x0A;script:alert(1)">c</a>\n',
      path.join(root, 'docs/guide/x.md'),
      options(root),
    );
    const html = JSON.stringify(page.tree);
    expect(html).not.toMatch(/script|onerror|onError/i);
    expect(page.warnings.length).toBeGreaterThanOrEqual(4);
  });
});
