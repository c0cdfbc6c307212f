/**
 * The published surface of the four public packages, checked as a consumer's tools see it:
 * each package is packed with pnpm (so `publishConfig` applies, as on publish), then publint
 * lints the tarball's manifest against its files, and Are the Types Wrong resolves every entry
 * of the tarball the way Node 16+ and bundlers do, JavaScript and types alike. The packages are
 * ESM only, so the `esm-only` profile leaves CommonJS `require` out.
 *
 * Usage: node tooling/bench/package-checks.mjs   (after `pnpm build`)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { repoRoot } from './lib/dist.mjs';

const PACKAGES = ['docs-content', 'docs-theme', 'docs-search', 'mobile'];

/**
 * attw does not expand a subpath pattern (`@tessera/mobile/*`), so for a package that has one,
 * each built folder the pattern matches is named as an entry of its own.
 */
function patternEntries(name) {
  const root = path.join(repoRoot, 'packages', name);
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  if (!Object.keys(manifest.publishConfig?.exports ?? {}).includes('./*')) return [];
  const folders = readdirSync(path.join(root, 'dist'), { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && existsSync(path.join(root, 'dist', entry.name, 'index.js')),
  );
  return ['--include-entrypoints', ...folders.map((folder) => `./${folder.name}`)];
}

const attw = path.join(path.dirname(fileURLToPath(import.meta.url)), 'node_modules/.bin/attw');

for (const name of PACKAGES)
  if (!existsSync(path.join(repoRoot, 'packages', name, 'dist'))) {
    console.error(`package-checks: packages/${name}/dist is missing: build first (pnpm build).`);
    process.exit(1);
  }

const packs = mkdtempSync(path.join(tmpdir(), 'tessera-package-checks-'));
const failed = [];
try {
  for (const name of PACKAGES) {
    const destination = path.join(packs, name);
    execFileSync('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', destination], {
      cwd: path.join(repoRoot, 'packages', name),
      stdio: 'ignore',
    });
    const tarball = path.join(destination, readdirSync(destination)[0]);
    console.log(`\n@tessera/${name}`);

    const { messages, pkg } = await publint({
      pack: { tarball: readFileSync(tarball).buffer },
      strict: true,
    });
    for (const message of messages)
      console.log(`  publint ${message.type}: ${formatMessage(message, pkg)}`);
    if (messages.length > 0) failed.push(`${name} (publint)`);
    else console.log('  publint: no issues');

    try {
      execFileSync(
        attw,
        [
          tarball,
          '--profile',
          'esm-only',
          '--no-definitely-typed',
          '--format',
          'table-flipped',
          '--no-emoji',
          ...patternEntries(name),
        ],
        { stdio: 'inherit' },
      );
    } catch {
      failed.push(`${name} (attw)`);
    }
  }
} finally {
  rmSync(packs, { recursive: true, force: true });
}

if (failed.length > 0) {
  console.error(`\npackage-checks: problems in ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\npackage-checks: the four packages publish cleanly');
