import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../src/build';
import { writeSite } from './fixtureSite';
import { pageScripts } from './pageScripts';
import {
  COMPONENTS,
  COMPOSITE_FROM,
  PAGES,
  componentsOf,
  cssToken,
  fullSizeSite,
} from './fullSizeLibrary';

/** The first-load CSS budget of any page, brotli (ARCHITECTURE.md, "Budgets"). */
const BUDGET = 15 * 1024;
const brotli = (data: Buffer | string) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

describe('stylesheets of a library at full size', () => {
  let dist = '';
  const read = (file: string) => readFileSync(path.join(dist, file.replace(/^\//, '')), 'utf8');
  const stylesheetsOf = (html: string) =>
    [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"(?: data-holds="([^"]*)")?>/g)].map(
      ([, href, holds]) => ({ href: href!, holds: holds ? holds.split(' ') : [] }),
    );
  const tokensIn = (css: string) =>
    Array.from({ length: COMPONENTS }, (_, n) => n).filter((n) => css.includes(cssToken(n)));

  beforeAll(async () => {
    const root = writeSite('full-size', fullSizeSite());
    await buildSite(
      root,
      {
        title: 'Fixture UI',
        vite: { resolve: { alias: { 'fixture-ui': path.join(root, 'lib') } } },
      },
      () => {},
    );
    dist = path.join(root, 'dist');
  }, 300_000);

  it('would miss the budget with one stylesheet for the whole library', () => {
    const everyPage = Array.from({ length: PAGES }, (_, p) =>
      stylesheetsOf(read(`components/page${p}/index.html`)).flatMap((sheet) => sheet.holds),
    );
    const library = [...new Set(everyPage.flat())].map(read).join('\n');
    expect(tokensIn(library)).toHaveLength(COMPONENTS);
    expect(brotli(library)).toBeGreaterThan(BUDGET);
  });

  it('gives every page one stylesheet within the budget, holding only the CSS of its demos', () => {
    for (let p = 0; p < PAGES; p += 1) {
      const sheets = stylesheetsOf(read(`components/page${p}/index.html`));
      expect(sheets, `page ${p}`).toHaveLength(1);
      const css = read(sheets[0]!.href);
      expect(brotli(css), `page ${p}`).toBeLessThanOrEqual(BUDGET);
      const shown = componentsOf(p);
      const needed = shown.some((n) => n >= COMPOSITE_FROM) ? [0, ...shown] : shown;
      expect(tokensIn(css), `page ${p}`).toEqual([...new Set(needed)].sort((a, b) => a - b));
      // The files it holds are the ones a page reached by a link loads instead.
      expect(tokensIn(sheets[0]!.holds.map(read).join('\n')), `page ${p}`).toEqual(tokensIn(css));
    }
  });

  it('puts a component after the one it builds on', () => {
    const [sheet] = stylesheetsOf(read(`components/page${PAGES - 1}/index.html`));
    const css = read(sheet!.href);
    expect(css.indexOf(cssToken(0))).toBeGreaterThanOrEqual(0);
    expect(css.indexOf(cssToken(0))).toBeLessThan(css.indexOf(cssToken(COMPONENTS - 1)));
  });

  it('gives a page without demos, a standalone demo and the not-found page theirs', () => {
    const [home] = stylesheetsOf(read('index.html'));
    expect(home!.holds).toEqual([]);
    expect(tokensIn(read(home!.href))).toEqual([]);
    expect(stylesheetsOf(read('404.html'))).toEqual([home]);
    const [alone] = stylesheetsOf(read('~demos/page1-demo-part04/index.html'));
    expect(tokensIn(read(alone!.href))).toEqual([4]);
  });

  it('names the same demo CSS in the page module, for a page reached by a link', () => {
    const html = read('components/page2/index.html');
    const [sheet] = stylesheetsOf(html);
    const scripts = pageScripts(html).preload.map((href) => read(href));
    expect(scripts.some((code) => code.includes(JSON.stringify(sheet!.holds)))).toBe(true);
  });
});
