import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@tessera/docs-content';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { countDocuments, hydrationErrors, started } from './chunks';
import { distDir } from './quality-routes';

/*
 * Page chunks that are gone, unreadable or silent (TEST-PLAN 2.4: N-01, N-03, N-05). The
 * visitor always ends on a page or on a clear message with a way out, never a white page
 * and never a reload loop.
 */

const ICON_CHUNK = /\/assets\/Icon-[^/]+\.js$/;

/**
 * A second build of the same site, as a redeploy leaves it: every asset under a new name,
 * the old names gone, every reference to them updated.
 */
function writeNextBuild(from: string, to: string) {
  cpSync(from, to, { recursive: true });
  const assets = path.join(to, 'assets');
  const renamed = new Map(readdirSync(assets).map((name) => [name, `next-${name}`]));
  for (const [name, next] of renamed) renameSync(path.join(assets, name), path.join(assets, next));
  // Asset names are words, dots and dashes ending in an extension: one pass finds every
  // candidate, and the map says which are assets.
  const references = /(?<![\w-])[\w.-]+\.(?:js|css|json)\b/g;
  for (const file of readdirSync(to, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(html|js|css|json|txt|xml)$/.test(file)) continue;
    const full = path.join(to, file);
    const text = readFileSync(full, 'utf8');
    const next = text.replace(references, (name) => renamed.get(name) ?? name);
    if (next !== text) writeFileSync(full, next);
  }
}

test('N-01 after a redeploy, a click reloads once to its page and shows the new version', async ({
  page,
  problems,
}) => {
  // Two copies of the whole site and a rewrite of every reference take a while on a busy machine.
  test.slow();
  problems.allow(/status of 404|Failed to fetch dynamically imported module|ChunkLoadError/);
  const root = mkdtempSync(path.join(tmpdir(), 'tessera-redeploy-'));
  const live = path.join(root, 'live');
  cpSync(distDir, live, { recursive: true });
  writeNextBuild(distDir, path.join(root, 'next'));
  const server = await serve({ dir: live, port: 0 });
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const documents = countDocuments(page);
    const first = await page.goto(`${base}/components/tm-button`);
    expect(first?.headers()['cache-control'], 'HTML is revalidated').toBe('no-cache');
    await started(page);

    // The host switches to the next build while the page is open.
    renameSync(live, path.join(root, 'previous'));
    renameSync(path.join(root, 'next'), live);

    await page.getByRole('link', { name: /NEXT\s*Icon/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Icon' })).toBeVisible();
    await expect(page).toHaveURL(`${base}/components/tm-icon`);
    expect(documents, 'exactly one reload, to the page asked for').toEqual([
      '/components/tm-button',
      '/components/tm-icon',
    ]);
    // The prerendered heading shows before the entry has downloaded; a resource is listed
    // only once it has, so the app must have started first.
    await started(page);
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(scripts.some((name) => /^\/assets\/next-entry-client-/.test(name))).toBe(true);
    expect(await hydrationErrors(page)).toEqual([]);
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    // The page leaves first: whatever it would fetch later (a page it prefetches when the
    // pointer rests on a link, say) must not meet a closed port, which the browser logs.
    await page.goto('about:blank');
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  }
});

test('N-03 a chunk answered with an HTML page reloads once, then says so with Reload', async ({
  page,
  problems,
}) => {
  problems.allow(
    /Failed to load module script|Failed to fetch dynamically imported module|ChunkLoadError/,
  );
  // What a host that rewrites every unknown address to its start page answers.
  await page.route(ICON_CHUNK, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Home</title><p>Welcome</p>',
    }),
  );
  const documents = countDocuments(page);
  await page.goto('/components/tm-button');
  await started(page);
  await page.getByRole('link', { name: /NEXT\s*Icon/ }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('A newer version of this site may have been published');
  await expect(alert).toContainText('ChunkLoadError');
  expect(documents, 'one automatic reload, no loop').toEqual([
    '/components/tm-button',
    '/components/tm-icon',
  ]);
  await expect(page.getByRole('banner')).toBeVisible();
  // The address stays, and search still works around the message.
  await expect(page).toHaveURL(/\/components\/tm-icon$/);
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('toast');
  await expect(
    page.getByRole('listbox', { name: 'Search' }).getByRole('option').first(),
  ).toBeVisible();
  await box.fill('');

  // Once the host answers with the script again, Reload brings the page.
  await page.unroute(ICON_CHUNK);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Icon' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('N-05 a chunk that never answers gives up after 120 s, and Reload fetches it again', async ({
  page,
  problems,
}) => {
  problems.allow(/ChunkLoadError/);
  await page.clock.install();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (ICON_CHUNK.test(request.url())) requests.push(request.url());
  });
  await page.route(ICON_CHUNK, () => {
    // Never answers.
  });
  const documents = countDocuments(page);
  await page.goto('/components/tm-button');
  await started(page);
  await page.getByRole('link', { name: /NEXT\s*Icon/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toBeVisible();

  await page.clock.runFor(119_000);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(1_000);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('ChunkLoadError');
  await expect(alert).toContainText('timeout');
  // Waiting longer would not help, so the page does not reload by itself.
  expect(documents).toEqual(['/components/tm-button']);

  await page.unroute(ICON_CHUNK);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Icon' })).toBeVisible();
  expect(documents).toEqual(['/components/tm-button', '/components/tm-icon']);
  // The prerendered heading shows before the page's scripts are asked for.
  await started(page);
  expect(requests.length, 'Reload asked for the chunk again').toBeGreaterThanOrEqual(2);
});
