/**
 * The timed measurements of `pnpm bench`: a cold build under GNU time, first-load transfer in
 * Chromium, Lighthouse, and search latency. Each returns plain numbers for the report.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from '@tessera/playwright-config';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageRoutes, repoRoot, siteDir } from './dist.mjs';

export const chromiumFlags = ['--headless', ...chromiumArgs];

const cli = path.join(repoRoot, 'packages/docs-content/bin/tessera-docs.js');

export const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Builds the packages the site uses (cached by turbo), so the timed build is the site's alone. */
export function buildDependencies() {
  execFileSync(
    path.join(repoRoot, 'node_modules/.bin/turbo'),
    ['run', 'build', '--filter=@tessera/site^...', '--output-logs=errors-only'],
    { cwd: repoRoot, stdio: 'inherit' },
  );
}

/**
 * One cold build of a site folder (the docs app unless another is given): output and caches removed first, then `tessera-docs build` under
 * GNU time, which reports CPU of the process and the children it waited for, and peak RSS.
 */
export function coldBuild(site = siteDir) {
  // Others may be serving the current build: keep it until a new one has succeeded.
  const dist = path.join(site, 'dist');
  const kept = path.join(site, 'node_modules/.bench-kept-dist');
  rmSync(kept, { recursive: true, force: true });
  if (existsSync(dist)) renameSync(dist, kept);
  for (const dir of ['.tessera', 'node_modules/.vite', 'node_modules/.vite-temp']) {
    rmSync(path.join(site, dir), { recursive: true, force: true });
  }
  let measured;
  try {
    measured = timedRun(process.execPath, [cli, 'build'], site);
  } catch (error) {
    if (existsSync(kept)) {
      rmSync(dist, { recursive: true, force: true });
      renameSync(kept, dist);
    }
    throw error;
  }
  rmSync(kept, { recursive: true, force: true });
  return measured;
}

/**
 * `runs` cold builds of the docs app, each printed as it ends, and their medians: CPU, wall
 * time, peak memory, and CPU per page of the build.
 */
export function coldBuilds(runs) {
  const builds = [];
  for (let run = 0; run < runs; run += 1) {
    const build = coldBuild();
    console.log(
      `  CPU ${build.cpuSeconds.toFixed(1)} s, wall ${build.wallSeconds.toFixed(1)} s, peak ${build.peakMiB.toFixed(0)} MiB`,
    );
    builds.push(build);
  }
  const pages = pageRoutes().length;
  const build = {
    cpuSeconds: median(builds.map((b) => b.cpuSeconds)),
    wallSeconds: median(builds.map((b) => b.wallSeconds)),
    peakMiB: median(builds.map((b) => b.peakMiB)),
    pages,
  };
  build.cpuMsPerPage = (build.cpuSeconds * 1000) / pages;
  return { build, builds };
}

/**
 * Runs a command under GNU time, which reports the CPU of the process and of the children it
 * waited for, and the peak resident memory of the largest of them. Throws with the output when
 * the command fails.
 */
export function timedRun(command, args, cwd, env = process.env) {
  const result = spawnSync('/usr/bin/time', ['-f', 'BENCH %U %S %e %M', command, ...args], {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = result.stderr.split('\n').find((l) => l.startsWith('BENCH '));
  if (result.status !== 0 || !line) {
    throw new Error(
      `${path.basename(command)} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`,
    );
  }
  const [user, sys, wall, maxKiB] = line.split(' ').slice(1).map(Number);
  return { cpuSeconds: user + sys, wallSeconds: wall, peakMiB: maxKiB / 1024 };
}

/**
 * Serves a site (the docs app's by default) with `tessera-docs serve` (the build: brotli, CSP) or
 * `tessera-docs dev`, and resolves once it answers a page. The dev server compiles the app on
 * the first request, so it is given a minute.
 */
export async function startServer(port, site = siteDir, command = 'serve', bin = cli) {
  const server = spawn(process.execPath, [bin, command, '--port', String(port)], {
    cwd: site,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const attempts = command === 'dev' ? 600 : 100;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    // The dev server answers a page only to a request that accepts HTML, as a browser's does.
    const up = await fetch(`${origin}/`, { headers: { accept: 'text/html' } }).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { origin, stop: () => server.kill() };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`tessera-docs ${command} did not answer on ${origin}`);
}

const kindOf = (type) =>
  type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : type === 'document' ? 'html' : 'other';

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * What a first visit on a phone transfers (encoded bodies, as sent with brotli), by kind, and
 * the requests: everything the page asks for until the network is quiet, without scrolling.
 */
export async function firstLoadTransfer(browser, url) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(url, { waitUntil: 'networkidle' });
  const bytes = { js: 0, css: 0, html: 0, other: 0 };
  for (const request of finished) {
    const sizes = await request.sizes();
    bytes[kindOf(request.resourceType())] += sizes.responseBodySize;
  }
  await context.close();
  return { ...bytes, requests: finished.length };
}

/**
 * The scripts a page asks for until the network is quiet, without scrolling, by path, each
 * once (a demo's frame asks again for what the page already has).
 */
export async function loadedScripts(browser, url, viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return [...scripts];
}

/** Lighthouse with its default mobile settings; `runs` runs, each metric the median of them. */
export async function lighthouseMedian(url, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: chromiumFlags,
  });
  const results = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const audit = (id) => lhr.audits[id]?.numericValue ?? null;
      results.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        failedA11y: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
          )
          .map((a) => a.id),
      });
    }
  } finally {
    await chrome.kill();
  }
  const metric = (key) => median(results.map((r) => r[key]));
  return {
    performance: metric('performance'),
    accessibility: metric('accessibility'),
    fcp: metric('fcp'),
    lcp: metric('lcp'),
    tbt: metric('tbt'),
    cls: metric('cls'),
    failedA11y: [...new Set(results.flatMap((r) => r.failedA11y))],
  };
}
