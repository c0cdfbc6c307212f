import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, realpath, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

const modifiedAt = (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/** Files under a folder of the package, by path from the package root, tests left out. */
const filesUnder = (folder) =>
  readdirSync(join(packageRoot, folder), { recursive: true })
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));

/**
 * Builds the package when `dist` is older than what it is built from (the sources without
 * their tests, the build's configuration and scripts), so the checks measure what would be
 * published, and a build turbo has just run is not run again.
 */
export function buildIfStale() {
  const inputs = [
    'package.json',
    'tsup.config.ts',
    'tsconfig.json',
    'tsconfig.declarations.json',
    ...filesUnder('src'),
    ...filesUnder('scripts'),
  ];
  const newest = Math.max(...inputs.map((file) => modifiedAt(join(packageRoot, file))));
  if (newest > modifiedAt(join(packageRoot, 'dist', 'index.js'))) {
    execFileSync('npx', ['tsup', '--silent'], { cwd: packageRoot, stdio: 'inherit' });
  }
}

/**
 * A consumer's project outside this package (inside it, `@tessera/mobile` would resolve to the
 * package itself): `node_modules/@tessera/mobile` holds the built `dist` with the manifest as it
 * is published (`publishConfig` applied), and the runtime dependencies are linked beside it.
 */
export async function createConsumerFixture() {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-mobile-consumer-'));
  const manifest = JSON.parse(await readFile(join(packageRoot, 'package.json'), 'utf8'));
  const packageDir = join(dir, 'node_modules', '@tessera', 'mobile');
  await mkdir(packageDir, { recursive: true });
  await cp(join(packageRoot, 'dist'), join(packageDir, 'dist'), { recursive: true });
  const { publishConfig, devDependencies: _dev, scripts: _scripts, ...published } = manifest;
  await writeFile(
    join(packageDir, 'package.json'),
    JSON.stringify({ ...published, ...publishConfig }, null, 2),
  );
  for (const dependency of Object.keys(manifest.dependencies ?? {})) {
    const link = join(dir, 'node_modules', dependency);
    await mkdir(dirname(link), { recursive: true });
    await symlink(await realpath(join(packageRoot, 'node_modules', dependency)), link);
  }
  return { dir, packageDir };
}
