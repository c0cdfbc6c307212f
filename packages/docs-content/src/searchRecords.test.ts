import { describe, expect, it } from 'vitest';
import { writeSite } from '../test/fixtureSite';
import { ApiTables } from './api/tables';
import { resolveConfig } from './config';
import { searchRecords } from './searchRecords';
import { SiteContent } from './site';

/** The search records of a one-page site. */
function recordsOf(name: string, page: string) {
  const root = writeSite(name, { 'docs/index.md': '# Home\n', 'docs/guide.md': page });
  const site = new SiteContent(resolveConfig({ title: 'Test' }, root));
  site.loadAll();
  return searchRecords(site, new ApiTables(undefined)).find((record) => record.link === '/guide')!;
}

describe('search records', () => {
  it("keep a callout's body text in its section, after its title", () => {
    const record = recordsOf(
      'search-callouts',
      [
        '# Guide',
        '',
        '## Install',
        '',
        'Run the installer.',
        '',
        ':::warning{title="Using esbuild?"}',
        'Import each component from its **own entry**.',
        '',
        '- Keeps unused styles out',
        ':::',
        '',
        '> [!NOTE]',
        '> Motion stops under reduced motion.',
        '',
      ].join('\n'),
    );
    const install = record.sections.find((section) => section.title === 'Install');
    expect(install?.paragraphs).toEqual([
      'Using esbuild?',
      'Run the installer.',
      'Import each component from its own entry.',
      'Keeps unused styles out',
      'Motion stops under reduced motion.',
    ]);
  });
});
