import type { Page } from '@playwright/test';

/**
 * What a reader of the library's docs must be able to rely on in every API table of a page:
 * each row has a description, no raw backticks, types as written rather than expanded, and no
 * internal prop. Returns the problems and the number of tables and rows read.
 */
export async function apiTableProblems(page: Page) {
  const problems: string[] = [];
  let rows = 0;
  // The API tables' regions: neither a demo's table nor a table the page writes itself.
  const tables = await page
    .getByRole('region')
    .and(page.locator('[data-api-table]'))
    .filter({ has: page.getByRole('table') })
    .all();
  for (const table of tables) {
    // Text content: a table off screen is not laid out (content-visibility), so it has no
    // inner text. One read per table: the cells, four to a row.
    const cells = await table.getByRole('cell').allTextContents();
    if (cells.length % 4) problems.push(`a table has ${cells.length} cells, not four a row`);
    rows += cells.length / 4;
    for (let at = 0; at < cells.length; at += 4) {
      const [name, description = '', type = ''] = cells.slice(at, at + 3);
      if (!description.trim()) problems.push(`${name}: no description`);
      if (description.includes('`')) problems.push(`${name}: raw backticks in the description`);
      if (/AwaitedReactNode|JSXElementConstructor|Record<never/.test(type))
        problems.push(`${name}: an expanded type, ${type}`);
      if (/^(popupRole|onPlaced)\b/.test(name ?? '')) problems.push(`${name}: an internal prop`);
    }
  }
  return { problems, tables: tables.length, rows };
}
