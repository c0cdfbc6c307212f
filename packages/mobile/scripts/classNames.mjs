import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Short, deterministic class, keyframe and variable names for the built package: `tm`, two
 * letters for the style module, then the identifier's index within that module (`tmab0`,
 * `tmab1`, …). Every component's CSS reaches an app that imports from the package root with
 * esbuild (which keeps the CSS of every module a barrel reaches), so these names are paid for
 * in the whole library's stylesheet: vanilla-extract's short names carry a hash of the file
 * (`_11k5emk0`), about 0.5 KiB gzip more over all of it.
 *
 * The two letters are the module's place among the package's sorted `.css.ts` files, so a
 * build always gives the same names; their fixed width keeps `tm` + letters + index unique.
 * vanilla-extract gives the function `hash`: the file's hash followed by the identifier's
 * index in base 36, counted from 0 in every evaluation of the file. The first identifier seen
 * for a file is therefore index 0, which tells where the file's hash ends.
 */
export function shortClassNames(cwd, sourceDir = 'src') {
  const modules = readdirSync(join(cwd, sourceDir), { recursive: true })
    .filter((file) => file.endsWith('.css.ts'))
    .map((file) => join(sourceDir, file).split('\\').join('/'))
    .sort();
  if (modules.length > LETTERS.length ** 2)
    throw new Error('too many style modules for two letters');
  const codes = new Map(
    modules.map((file, index) => [
      file,
      LETTERS[Math.floor(index / LETTERS.length)] + LETTERS[index % LETTERS.length],
    ]),
  );
  const fileHashes = new Map();
  return ({ hash, filePath }) => {
    const code = codes.get(filePath);
    if (!code) throw new Error(`${filePath} is not a style module under ${sourceDir}/`);
    if (!fileHashes.has(filePath)) fileHashes.set(filePath, hash.slice(0, -1));
    const fileHash = fileHashes.get(filePath);
    if (!hash.startsWith(fileHash)) throw new Error(`unexpected identifier hash in ${filePath}`);
    return `tm${code}${hash.slice(fileHash.length)}`;
  };
}
