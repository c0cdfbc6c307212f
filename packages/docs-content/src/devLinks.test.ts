import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSite } from '../test/fixtureSite';
import { resolveConfig } from './config';
import { devLinkCheck } from './devLinks';
import { SiteContent } from './site';

function devSite() {
  const root = writeSite('dev-links', {
    'docs/guide.md': '# Guide\n\nSee [the button](./components/Button.md#usage).\n',
    'docs/components/Button.md': '# Button\n\n## Usage\n\nText.\n',
  });
  const site = new SiteContent(resolveConfig({ title: 'Test' }, root));
  site.loadAll();
  const reports: string[] = [];
  const check = devLinkCheck(site, {
    broken: (message, files) =>
      reports.push(`broken ${files.map((f) => path.basename(f)).join()}: ${message}`),
    fixed: (files) => reports.push(`fixed ${files.map((f) => path.basename(f)).join()}`),
  });
  /** Writes a page as an author would, and reads it as the dev server's watcher does. */
  const edit = (file: string, text: string) => {
    const full = path.join(root, 'docs', file);
    writeFileSync(full, text);
    site.load(full);
    check();
  };
  return { edit, reports };
}

describe('links checked again in dev', () => {
  it('reports a broken link added to the page being edited, and clears it once fixed', () => {
    const { edit, reports } = devSite();
    edit('guide.md', '# Guide\n\nSee [nothing](./Nope.md).\n');
    expect(reports).toEqual([
      'broken guide.md: 1 problem in the docs:\n  docs/guide.md:3: link "./Nope.md" points at a page that does not exist',
    ]);
    edit('guide.md', '# Guide\n\nSee [the button](./components/Button.md).\n');
    expect(reports.at(-1)).toBe('fixed guide.md');
  });

  it('reports a link that another page broke by renaming its heading, and clears it', () => {
    const { edit, reports } = devSite();
    edit('components/Button.md', '# Button\n\n## How to use\n\nText.\n');
    expect(reports).toEqual([
      'broken guide.md: 1 problem in the docs:\n  docs/guide.md:3: link "./components/Button.md#usage" points at a heading that does not exist in docs/components/Button.md',
    ]);
    edit('components/Button.md', '# Button\n\n## Usage\n\nText.\n');
    expect(reports.at(-1)).toBe('fixed guide.md');
    expect(reports).toHaveLength(2);
  });

  it('says nothing while every link resolves', () => {
    const { edit, reports } = devSite();
    edit('components/Button.md', '# Button\n\n## Usage\n\nMore text.\n');
    expect(reports).toEqual([]);
  });
});
