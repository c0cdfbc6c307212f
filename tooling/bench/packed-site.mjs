/**
 * The release check: the four public packages, packed as they would be published, installed
 * with npm into a fresh folder outside the workspace, build a docs site there. The site is
 * scaffolded with `tessera-docs init` and gets a page whose demos import the packed
 * `@tessera/mobile` from its root and from a per-component entry. The check proves that the
 * built page shows the demos styled by the packed theme and library (their compiled CSS, from
 * `dist/`), that a demo is live after hydration, and that the page's route loader runs: its
 * data is in the built page and is fetched from the loader endpoint on client navigation.
 * Nothing of the workspace is reachable from that folder, so a file missing from a package,
 * or a dependency only the workspace has, fails here. Then a fresh Vite + React app installs
 * the packed `@tessera/mobile` and renders three demos copied from the site (see
 * lib/demo-app.mjs). The temporary folder, servers and browsers are removed whether the
 * check passes or fails.
 *
 * Usage: node tooling/bench/packed-site.mjs   (after `pnpm build`)
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@tessera/playwright-config';
import { checkDemoApp } from './lib/demo-app.mjs';
import { repoRoot } from './lib/dist.mjs';
import { startServer } from './lib/measure.mjs';

const PACKAGES = ['docs-content', 'docs-theme', 'docs-search', 'mobile'];
const PORT = Number(process.env.PACKED_SITE_PORT ?? 4319);
const DEMO_APP_PORT = Number(process.env.PACKED_DEMO_APP_PORT ?? 4320);

/** Thrown for a failed check, so the temporary folder is still removed. */
class CheckFailed extends Error {}
const fail = (message) => {
  throw new CheckFailed(message);
};

for (const name of PACKAGES)
  if (!existsSync(path.join(repoRoot, 'packages', name, 'dist'))) {
    console.error(`packed-site: packages/${name}/dist is missing: build first (pnpm build).`);
    process.exit(1);
  }

const work = mkdtempSync(path.join(tmpdir(), 'tessera-packed-'));
const packs = path.join(work, 'packs');
const site = path.join(work, 'site');
mkdirSync(site, { recursive: true });

const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

try {
  const started = Date.now();
  for (const name of PACKAGES)
    run(
      'npx',
      ['-y', 'pnpm@10', 'pack', '--pack-destination', packs],
      path.join(repoRoot, 'packages', name),
    );
  const tarballs = readdirSync(packs);
  const manifests = Object.fromEntries(
    tarballs.map((file) => {
      const json = run('tar', ['-xzOf', path.join(packs, file), 'package/package.json'], work);
      const manifest = JSON.parse(json);
      return [manifest.name, { file, manifest }];
    }),
  );

  // The packed packages, and every peer they name, at the ranges they name.
  const dependencies = {};
  for (const { file, manifest } of Object.values(manifests)) {
    dependencies[manifest.name] = `file:../packs/${file}`;
    for (const [peer, range] of Object.entries(manifest.peerDependencies ?? {}))
      if (!manifests[peer]) dependencies[peer] ??= range.split('||').at(-1).trim();
  }
  writeFileSync(
    path.join(site, 'package.json'),
    JSON.stringify({ name: 'packed-site', private: true, type: 'module', dependencies }, null, 2),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], site);
  for (const name of Object.keys(manifests)) {
    const installed = path.join(site, 'node_modules', name);
    if (lstatSync(installed).isSymbolicLink()) fail(`${name} is a link, not the packed package`);
  }
  const cli = path.join(site, 'node_modules/@tessera/docs-content/bin/tessera-docs.js');
  run(process.execPath, [cli, 'init'], site);

  const demos = path.join(site, 'docs/components/demos/mobile');
  mkdirSync(demos, { recursive: true });
  const demo = (specifier, label) => `/**
 * title: ${label}
 */
import { useState } from 'react';
import { Button } from '${specifier}';

export default function Demo() {
  const [taps, setTaps] = useState(0);
  return <Button color="primary" onClick={() => setTaps((n) => n + 1)}>${label}: {taps}</Button>;
}
`;
  writeFileSync(path.join(demos, 'root.tsx'), demo('@tessera/mobile', 'Root import'));
  writeFileSync(path.join(demos, 'deep.tsx'), demo('@tessera/mobile/button', 'Deep import'));
  writeFileSync(
    path.join(site, 'docs/components/Mobile.md'),
    '---\ntitle: Mobile\nloader: ./mobile.loader.ts\n---\n\n# Mobile\n\nLoaded: <loader-data path="greeting"></loader-data>.\n\n<code src="./demos/mobile/root.tsx"></code>\n\n<code src="./demos/mobile/deep.tsx"></code>\n',
  );
  writeFileSync(
    path.join(site, 'docs/components/mobile.loader.ts'),
    "export default () => ({ greeting: 'data of the route loader' });\n",
  );
  const LOADED = 'Loaded: data of the route loader.';
  const buildStarted = Date.now();
  run(process.execPath, [cli, 'build'], site);
  const buildSeconds = (Date.now() - buildStarted) / 1000;

  const html = readFileSync(path.join(site, 'dist/components/mobile/index.html'), 'utf8');
  // React separates adjacent texts with empty comments.
  if (!html.replaceAll('<!-- -->', '').includes(LOADED))
    fail("the built page does not show its route loader's data");
  for (const label of ['Root import', 'Deep import'])
    if (!new RegExp(`<button[^>]*>${label}: <!-- -->0</button>`).test(html))
      fail(`the built page does not show the "${label}" demo`);
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)]
    .map(([, href]) => readFileSync(path.join(site, 'dist', href), 'utf8'))
    .join('\n');
  if (!css.includes('--tessera-docs-')) fail("the page's stylesheet lacks the packed theme's CSS");
  if (!css.includes('--tm-')) fail("the page's stylesheet lacks the packed library's CSS");

  const server = await startServer(PORT, site, 'serve', cli);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.origin}/components/mobile`);
    // Clicked as soon as the page has loaded, as a reader would: a click made before the app has
    // started is kept and made again once the demo is live.
    for (const label of ['Root import', 'Deep import']) {
      const button = page.getByRole('button', { name: `${label}: 0` });
      await button.click();
      await page.getByRole('button', { name: `${label}: 1` }).waitFor({ timeout: 15_000 });
    }
    // A link from another page: the theme's loader client asks the server's endpoint.
    const asked = [];
    page.on('request', (request) => {
      if (request.url().includes('__serverLoader')) asked.push(request.url());
    });
    await page.goto(`${server.origin}/components/counter`);
    await page.getByRole('link', { name: 'Mobile', exact: true }).first().click();
    await page.getByText(LOADED).waitFor({ timeout: 15_000 });
    if (asked.length !== 1)
      fail(`client navigation asked the loader endpoint ${asked.length} times`);
    if (errors.length) fail(`the page threw: ${errors.join('; ')}`);
  } finally {
    await browser.close();
    server.stop();
  }
  console.log(
    `packed-site: 4 packed packages installed outside the workspace; the scaffolded site built in ${buildSeconds.toFixed(1)} s, shows both demos styled, they are live and its route loader's data shows.`,
  );

  const checked = await checkDemoApp({
    dir: path.join(work, 'demo-app'),
    tarball: path.join(packs, manifests['@tessera/mobile'].file),
    port: DEMO_APP_PORT,
  }).catch((error) => fail(`demo app: ${error.message}`));
  console.log(
    `packed-site: a fresh Vite app built with the packed @tessera/mobile shows ${checked.join(', ')} styled and responding, with a clean console (${((Date.now() - started) / 1000).toFixed(0)} s in all).`,
  );
} catch (error) {
  if (!(error instanceof CheckFailed)) throw error;
  console.error(`packed-site: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (!process.env.PACKED_SITE_KEEP) rmSync(work, { recursive: true, force: true });
}
