/**
 * Installs a peer on demand under `bench-results/peers/<id>` (git-ignored) with npm and exact
 * versions, writes the corpus there in the peer's own format, and builds it cold under GNU time.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './dist.mjs';
import { timedRun } from './measure.mjs';

export const peersDir = path.join(repoRoot, 'bench-results/peers');

// No telemetry, update checks or browser downloads from the peers' tools.
const quiet = {
  CI: '1',
  DO_NOT_TRACK: '1',
  NO_UPDATE_NOTIFIER: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  BROWSERSLIST_IGNORE_OLD_DATA: '1',
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};

const installedVersion = (site, name) => {
  const manifest = path.join(site, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : undefined;
};

/** The peer's folder, its pinned packages installed (npm runs only when one is missing or differs). */
export function installPeer(peer) {
  const site = path.join(peersDir, peer.id);
  mkdirSync(site, { recursive: true });
  const manifest = {
    name: `bench-peer-${peer.id}`,
    private: true,
    type: 'module',
    dependencies: peer.dependencies,
  };
  writeFileSync(path.join(site, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const stale = Object.entries(peer.dependencies).filter(
    ([name, version]) => installedVersion(site, name) !== version,
  );
  if (stale.length > 0) {
    console.log(`  installing ${stale.map(([name, v]) => `${name}@${v}`).join(', ')} with npm`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--save-exact'], {
      cwd: site,
      env: { ...process.env, ...quiet },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  return site;
}

/** Writes the corpus into the peer's folder and builds it from cold; returns CPU, wall and memory. */
export function buildPeer(peer, site, corpusRoot) {
  peer.write(corpusRoot, site);
  for (const cache of peer.caches) rmSync(path.join(site, cache), { recursive: true, force: true });
  const bin = path.join(site, 'node_modules/.bin', peer.bin);
  const build = timedRun(bin, peer.buildArgs, site, {
    ...process.env,
    ...quiet,
    NODE_ENV: 'production',
  });
  return { ...build, dist: path.join(site, peer.dist) };
}
