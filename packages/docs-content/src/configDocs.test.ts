import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configOptionsTable, rowsOf, tableIn, withConfigOptions } from './configDocs';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe("the README's table of config options", () => {
  it('says what the config schema does (run `pnpm docs:config` in docs-content to update it)', () => {
    expect(rowsOf(tableIn(readme))).toEqual(rowsOf(configOptionsTable()));
  });

  it('names every option with its type, default and description', () => {
    const rows = rowsOf(configOptionsTable());
    expect(rows[0]).toEqual(['', 'Option', 'Type', 'Default', 'Description', '']);
    const row = (name: string) => rows.find((cells) => cells[1] === `\`${name}\``);
    expect(row('title')?.slice(2, 4)).toEqual([
      '`string \\| { en-US } & { [language]: string }`',
      'required',
    ]);
    expect(row('lang')?.slice(2, 4)).toEqual(['`string`', '`"en"`']);
    expect(row('nav')?.[2]).toBe('`{ title, link, children? }[]`');
    expect(row('apiParser')?.slice(2, 4)).toEqual(['`false \\| { entry }`', '`false`']);
    expect(row('twoLevelNav')?.[4]).toBe('A two-level top navigation.');
  });

  it('is rewritten in place, between its markers, and only there', () => {
    const stale = readme.replace(
      /\| `twoLevelNav` +\|[^\n]*/,
      '| `twoLevelNav` | `string` | | Old. |',
    );
    expect(rowsOf(tableIn(stale))).not.toEqual(rowsOf(configOptionsTable()));
    const written = withConfigOptions(stale);
    expect(rowsOf(tableIn(written))).toEqual(rowsOf(configOptionsTable()));
    const [before, after] = readme.split(tableIn(readme));
    expect(written.startsWith(before!)).toBe(true);
    expect(written.endsWith(after!)).toBe(true);
  });
});
