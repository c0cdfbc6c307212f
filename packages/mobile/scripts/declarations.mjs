import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/**
 * The library's type declarations, one file per source module as TypeScript writes them.
 * Bundling them per entry (tsup's `dts`) took over a minute and 4 GB of memory for the 60
 * entries; TypeScript writes them in seconds. The sources name relative modules without an
 * extension, which Node's ES module resolution (TypeScript's `node16` and `nodenext`) rejects
 * in a published package, so each relative import is given the extension of what it names.
 */
export function writeDeclarations(packageRoot = process.cwd()) {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.declarations.json'], {
    cwd: packageRoot,
    stdio: 'inherit',
  });
  for (const file of declarationFiles(join(packageRoot, 'dist'))) {
    const text = readFileSync(file, 'utf8');
    const withExtensions = text.replace(
      RELATIVE_IMPORT,
      (_, before, quote, specifier) =>
        `${before}${quote}${resolvedSpecifier(file, specifier)}${quote}`,
    );
    if (withExtensions !== text) writeFileSync(file, withExtensions);
  }
}

/** `from './x'` and `import('./x')`, `'.'` and `'..'` included: how declarations name modules. */
const RELATIVE_IMPORT = /(\bfrom\s*|\bimport\s*\(\s*)(['"])(\.\.?(?:\/[^'"]*)?)\2/g;

function resolvedSpecifier(file, specifier) {
  const target = resolve(dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${file}: no declaration file for ${specifier}`);
}

function declarationFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}
