/**
 * Lockfile hygiene: every package in pnpm-lock.yaml resolves from the configured registry
 * with a sha512 integrity hash (no git, directory or plain-http tarball sources), and the
 * workspace links only to folders inside the repository. Reads the lockfile line by line;
 * pnpm's v9 layout keeps each `resolution:` on one line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/dist.mjs';

const lockfile = readFileSync(path.join(repoRoot, 'pnpm-lock.yaml'), 'utf8');
// pnpm passes its registry to scripts; a tarball URL, when pnpm records one, must point there.
const registry = process.env.npm_config_registry ?? process.env.NPM_CONFIG_REGISTRY;
const problems = [];

const version = lockfile.match(/^lockfileVersion: '([\d.]+)'/m)?.[1];
if (!version?.startsWith('9.')) problems.push(`lockfileVersion ${version}: expected 9.x`);

let section = '';
let importer = '';
let pkg = '';
let packages = 0;
const resolved = new Set();
for (const line of lockfile.split('\n')) {
  if (/^\S/.test(line)) section = line.replace(/:.*$/, '');
  if (section === 'importers' && /^ {2}\S/.test(line)) importer = line.trim().replace(/:$/, '');
  if (section === 'packages' && /^ {2}\S/.test(line)) {
    pkg = line.trim().replace(/:$/, '').replace(/^'|'$/g, '');
    packages += 1;
  }

  const link = line.match(/^ {8}version: (link|file):(.+)$/);
  if (section === 'importers' && link) {
    const target = path.resolve(repoRoot, importer, link[2]);
    if (link[1] === 'file' || !target.startsWith(repoRoot)) {
      problems.push(`${importer}: ${link[1]}:${link[2]} points outside the workspace`);
    }
  }

  const resolution = line.match(/^ {4}resolution: \{(.*)\}$/);
  if (section === 'packages' && resolution) {
    resolved.add(pkg);
    const fields = Object.fromEntries(
      resolution[1].split(', ').map((field) => field.split(/: (.*)/s).slice(0, 2)),
    );
    if (!/^sha512-[A-Za-z0-9+/]{86}==$/.test(fields.integrity ?? '')) {
      problems.push(`${pkg}: no sha512 integrity (resolution {${resolution[1]}})`);
    }
    if (fields.type || fields.directory || fields.repo || fields.commit) {
      problems.push(`${pkg}: resolved from ${fields.type ?? 'a directory'}, not the registry`);
    }
    if (fields.tarball) {
      const url = new URL(fields.tarball);
      if (url.protocol !== 'https:') problems.push(`${pkg}: tarball over ${url.protocol}`);
      if (!registry || !fields.tarball.startsWith(registry)) {
        problems.push(`${pkg}: tarball outside the configured registry (${fields.tarball})`);
      }
    }
  }
}
if (packages === 0) problems.push('no packages found: the lockfile layout changed');
if (resolved.size !== packages) {
  problems.push(`${packages - resolved.size} package(s) without a resolution line`);
}

if (problems.length > 0) {
  console.error(`pnpm-lock.yaml fails ${problems.length} check(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`pnpm-lock.yaml: ${packages} packages, all from the registry with sha512 integrity.`);
