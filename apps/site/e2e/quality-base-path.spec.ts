import type { Page } from '@playwright/test';
import { buildSite, serve } from '@tessera/docs-content';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { hydrationErrors, started } from './chunks';

/*
 * A small site built and served under the base path `/docs/` (TEST-PLAN 2.2
 * under a base path). It lives inside this app, so it resolves React and the theme the way
 * the real site does, and is served on a free port beside the site under test.
 */
test.skip(({ isMobile }) => isMobile, 'runs in the desktop project');
// One worker builds the site once and runs these tests in order.
test.describe.configure({ mode: 'default' });

let root = '';
const files: Record<string, string> = {
  'docs/index.md':
    '---\ntitle: Home\nhero:\n  title: Base Path UI\n---\n\nRead the [guide](./guide/index.md#usage).\n',
  'docs/guide/index.md':
    '# Guide\n\n## Usage\n\n<code src="./demos/counter.tsx"></code>\n\n' +
    Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1} of the guide.`).join('\n\n') +
    '\n\n## Details\n\nThe end.\n',
  // With an icon the browser asks for no `/favicon.ico`, which outside the base would be a 404.
  'public/logo.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>',
  'docs/guide/demos/counter.tsx':
    "/**\n * title: Counter\n */\nimport { useState } from 'react';\n\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>Tapped {n} times</button>;\n}\n",
};

let server: Server | undefined;
let origin = '';

test.beforeAll(async () => {
  const testInfo = test.info();
  // Hooks run even where every test is skipped: the phone project builds nothing.
  if (testInfo.project.use.isMobile) return;
  test.setTimeout(240_000);
  root = path.join(import.meta.dirname, `.base-path-site-${testInfo.workerIndex}`);
  rmSync(root, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  await buildSite(root, { title: 'Base Path UI', base: '/docs/', logo: '/logo.svg' }, () => {});
  server = await serve({ dir: path.join(root, 'dist'), port: 0, base: '/docs/' });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  server?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Loads a raw path, counting document requests, and waits until the app has started. */
async function open(page: Page, rawPath: string) {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.addInitScript(() => {
    (window as unknown as { historyAtStart: number }).historyAtStart = window.history.length;
  });
  const response = await page.goto(`${origin}${rawPath}`);
  await started(page);
  await page.waitForLoadState('networkidle');
  const history = await page.evaluate(() => ({
    atStart: (window as unknown as { historyAtStart: number }).historyAtStart,
    now: window.history.length,
  }));
  return { response, documents, history };
}

test('R-05 under /docs/ a trailing slash is removed in place, keeping query and hash', async ({
  page,
}) => {
  const { documents, history } = await open(page, '/docs/guide/?from=search#details');
  await expect(page).toHaveURL(`${origin}/docs/guide?from=search#details`);
  expect(documents).toHaveLength(1);
  expect(history.now, 'replaceState, not pushState').toBe(history.atStart);
  await expect(page.getByRole('heading', { level: 1, name: 'Guide' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Details' })).toBeInViewport();
  expect(await hydrationErrors(page)).toEqual([]);
});

test('R-05 the base root keeps its slash, and /docs gains it', async ({ page }) => {
  const { response } = await open(page, '/docs/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${origin}/docs/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Base Path UI' })).toBeVisible();
  expect(await hydrationErrors(page)).toEqual([]);

  await open(page, '/docs');
  await expect(page).toHaveURL(`${origin}/docs/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Base Path UI' })).toBeVisible();
});

test('pages link and navigate under /docs/ without reloading the document', async ({ page }) => {
  await open(page, '/docs/');
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  const guide = page.getByRole('main').getByRole('link', { name: 'guide' });
  await expect(guide).toHaveAttribute('href', '/docs/guide#usage');
  await guide.click();
  await expect(page).toHaveURL(`${origin}/docs/guide#usage`);
  await expect(page.getByRole('heading', { level: 1, name: 'Guide' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await expect(page.getByRole('link', { name: 'Open in separate page' })).toHaveAttribute(
    'href',
    '/docs/~demos/guide-demo-counter',
  );
});

test('R-14 a demo page loaded directly under /docs/, with a trailing slash, shows the demo alone', async ({
  page,
}) => {
  const { response, documents } = await open(page, '/docs/~demos/guide-demo-counter/');
  expect(response?.status()).toBe(200);
  expect(documents).toHaveLength(1);
  await expect(page).toHaveURL(`${origin}/docs/~demos/guide-demo-counter`);
  await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Tapped 0 times' }).click();
  await expect(page.getByRole('button', { name: 'Tapped 1 times' })).toBeVisible();
  expect(await hydrationErrors(page)).toEqual([]);
});

test('an address outside /docs/ answers 404 with the styled not-found page', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 404/);
  const { response } = await open(page, '/guide');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(`${origin}/guide`);
  await expect(page.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeVisible();
  const home = page.getByRole('link', { name: 'Back to home page' });
  await expect(home).toHaveAttribute('href', '/docs/');
  await home.click();
  await expect(page).toHaveURL(`${origin}/docs/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Base Path UI' })).toBeVisible();
});
