import { brotliCompressSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { benchLikeSite } from '../../test/corpus';
import { pages } from '../../test/pages';
import { condense } from '../condense';
import { decodeSearchData } from '../data';
import type { SearchPage } from '../types';
import { buildSearchData } from './index';

describe('buildSearchData', () => {
  test('names the file by a hash of its content', () => {
    const first = buildSearchData(pages);
    expect(first.fileName).toMatch(/^search\.[0-9a-f]{8}\.json$/);
    expect(buildSearchData(pages).fileName).toBe(first.fileName);
    expect(buildSearchData(pages.slice(1)).fileName).not.toBe(first.fileName);
  });

  // What is written is each page's record as `condense` keeps it.
  const written = (site: SearchPage[]) =>
    site.map(condense).map((page) => ({ ...page, apis: page.apis ?? [] }));

  test('writes data the worker reads back into the condensed records', () => {
    const { content } = buildSearchData(pages);
    expect(decodeSearchData(JSON.parse(content))).toEqual(written(pages));
  });

  test('reads a 63-page site back into the same records, links included', () => {
    const site = benchLikeSite();
    const { content } = buildSearchData(site);
    expect(decodeSearchData(JSON.parse(content))).toEqual(written(site));
  });

  test('refuses records the worker would refuse, naming what is wrong', () => {
    expect(() => buildSearchData([{ ...pages[0]!, navOrder: -2 }])).toThrow(
      'Malformed search data: navOrder -2 is outside 0 to 999999',
    );
  });

  // Building and compressing a whole site's data takes seconds: more on a busy machine.
  test('stays within 30 KiB with brotli for a 63-page site', { timeout: 90_000 }, () => {
    const site = benchLikeSite();
    const words = site
      .flatMap((page) => page.sections.flatMap((section) => section.paragraphs))
      .join(' ')
      .split(/\s+/).length;
    expect(site).toHaveLength(63);
    expect(words / site.length).toBeGreaterThan(600);
    const { content } = buildSearchData(site);
    expect(brotliCompressSync(content).length).toBeLessThanOrEqual(30 * 1024);
  });
});
