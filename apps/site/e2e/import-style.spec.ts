import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { started } from './chunks';

/*
 * One import style: the quick start recommends importing from the package root, as every demo
 * does, and names the per-component entries once, for esbuild.
 */

const DEMOS = path.resolve(import.meta.dirname, '../docs/components/demos');

/** Every `from '@tessera/mobile…'` specifier of every demo file, with the file. */
function demoImports() {
  const files = readdirSync(DEMOS, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.[jt]sx?$/.test(file),
  );
  return files.flatMap((file) =>
    [
      ...readFileSync(path.join(DEMOS, file), 'utf8').matchAll(/from '(@tessera\/mobile[^']*)'/g),
    ].map(([, specifier]) => ({ file, specifier: specifier! })),
  );
}

test('every demo imports components the way the quick start recommends', () => {
  test.skip(test.info().project.name !== 'desktop', 'files on disk: once is enough');
  const imports = demoImports();
  expect(imports.length).toBeGreaterThan(50);
  // Subpaths that are not components (themes, locales) have no root export to prefer.
  const components = imports.filter(({ specifier }) => !/\/(theme|locale)$/.test(specifier));
  expect(components.filter(({ specifier }) => specifier !== '@tessera/mobile')).toEqual([]);
});

test('the quick start recommends the root import once, and deep imports for esbuild', async ({
  page,
}) => {
  await page.goto('/guide');
  await started(page);
  const section = page.getByRole('heading', { level: 2, name: 'Import components' });
  await expect(section).toBeVisible();
  const main = page.getByRole('main');
  const code = main.locator('pre code');
  await expect(code.first()).toContainText('npm install @tessera/mobile');
  await expect(code.nth(1)).toHaveText(/^import \{ Button, Toast \} from '@tessera\/mobile';\s*$/);
  const esbuild = main.getByRole('complementary', { name: /esbuild/ });
  await expect(esbuild).toContainText("from '@tessera/mobile/button'");
  // Deep imports appear in the esbuild callout only.
  const deep = main.locator('pre code', { hasText: /@tessera\/mobile\/(button|toast|dialog)'/ });
  await expect(deep).toHaveCount(1);
  await expect(esbuild.locator('pre code')).toHaveCount(1);
});

test('a demo’s code, as shown on its page, imports from the package root', async ({ page }) => {
  await page.goto('/components/tm-button');
  await started(page);
  await page.getByRole('button', { name: 'Show Code' }).first().click();
  await expect(page.getByRole('main').locator('pre code').first()).toContainText(
    "from '@tessera/mobile';",
  );
});
