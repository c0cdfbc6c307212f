import type { Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { pageRoutes } from './quality-routes';
import { latestDate, released } from './releases';
import { started } from './chunks';

/** Follows a sidebar link; on phones the sidebar lives in the drawer behind its button. */
async function followSidebarLink(page: Page, name: string) {
  const opener = page.getByRole('button', { name: 'Open sidebar' });
  if (await opener.isVisible()) await opener.click();
  await page.getByRole('link', { name, exact: true }).filter({ visible: true }).first().click();
}

test('headings carry anchors, and an address with a hash opens at that heading', async ({
  page,
  problems,
}) => {
  await page.goto('/components/tm-button#api');
  const heading = page.getByRole('heading', { level: 2, name: 'API' });
  await expect(heading).toBeInViewport();
  await expect(heading.locator('a[href="#api"]')).toHaveCount(1);
  expect(await problems.csp()).toEqual([]);
});

test('the API table lists the props read from the library types', async ({ page }) => {
  await page.goto('/components/tm-button');
  const row = page.getByRole('row', { name: /^fill/ });
  await expect(row).toContainText('How the colour is applied');
  await expect(row).toContainText(`'solid' | 'outline' | 'none'`);
  await expect(row).toContainText(`'solid'`);
});

test('API types read as written, and descriptions show inline code as code', async ({ page }) => {
  await page.goto('/components/tm-toast');
  const icon = page.getByRole('region', { name: 'Toast' }).getByRole('row', { name: /^icon/ });
  await expect(icon).toContainText(`'success' | 'fail' | 'loading' | ReactNode`);
  await expect(icon).not.toContainText('AwaitedReactNode');
  await expect(icon.getByRole('code').filter({ hasText: /^success$/ })).toBeVisible();
  await expect(icon.getByRole('cell').nth(1)).toHaveText(
    'A preset icon (success, fail, loading) or your own element.',
  );
  const container = page.getByRole('row', { name: /^getContainer/ });
  await expect(container).toContainText('(() => HTMLElement | null) | null');
});

test('?tab= selects a tab, and an unknown key shows the default tab', async ({ page }) => {
  await page.goto('/guide/log?tab=upcoming');
  await expect(page.getByRole('heading', { name: 'Next release' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upcoming' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.goto('/guide/log?tab=__proto__');
  await expect(page.getByRole('heading', { level: 2, name: released[0] })).toBeVisible();
  await expect(page).toHaveURL(/\/guide\/log$/);
  await expect(page.getByText('__proto__')).toHaveCount(0);
});

test('the changelog is a timeline of versions with their dates and entries', async ({ page }) => {
  await page.goto('/guide/log');
  await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
  const versions = page.getByRole('heading', { level: 2 });
  await expect(versions.first()).toHaveText(new RegExp(`^${released[0]!.replaceAll('.', '\\.')}`));
  await expect(page.getByRole('heading', { level: 2, name: '5.0.8-alpha.0' })).toBeVisible();
  await expect(page.getByText(/^2025-10-25: Adds `?Box`?/)).toBeVisible();
  // The route loader's data is in the prerendered page.
  await expect(
    page.getByText(`Latest release: ${released[0]}, published on ${latestDate}`),
  ).toBeVisible();
});

test('client navigation fetches loader data from the server loader endpoint', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('__serverLoader')) requests.push(request.url());
  });
  await page.goto('/guide');
  await started(page);
  await followSidebarLink(page, 'Changelog');
  await expect(page.getByText(`Latest release: ${released[0]}`, { exact: false })).toBeVisible();
  expect(requests).toHaveLength(1);
  const url = new URL(requests[0]!);
  expect(url.pathname).toBe('/__serverLoader');
  expect(url.searchParams.get('route')).toBe('docs/guide/log');
  expect(url.searchParams.get('url')).toBe('/guide/log');
});

// A static host has no loader endpoint: it answers 404 or its HTML fallback page. The page
// then reads the data the build wrote, and later navigations ask for that file alone.
for (const [host, answer] of [
  ['answers 404', { status: 404, contentType: 'text/html', body: 'Not found' }],
  [
    'answers with a page',
    { status: 200, contentType: 'text/html', body: '<!doctype html><p>hi</p>' },
  ],
] as const) {
  test(`on a static host that ${host}, loader data comes from the build's files`, async ({
    page,
    problems,
  }) => {
    problems.allow(/Failed to load resource/);
    const requests: string[] = [];
    await page.route('**/__serverLoader**', (route) => route.fulfill(answer));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/__(serverLoader|loaders\/)/.test(url.pathname)) requests.push(url.pathname);
    });
    await page.goto('/guide/log');
    await started(page);
    // The prerendered first load asks for nothing.
    expect(requests).toEqual([]);
    await followSidebarLink(page, 'Quick start');
    await followSidebarLink(page, 'Changelog');
    await expect(page.getByText(`Latest release: ${released[0]}`, { exact: false })).toBeVisible();
    // Request events may reach the test after the page has drawn what the answer held.
    await expect
      .poll(() => requests)
      .toEqual(['/__serverLoader', '/__loaders/docs/guide/log.json']);
    await followSidebarLink(page, 'Quick start');
    await followSidebarLink(page, 'Changelog');
    await expect(page.getByText(`Latest release: ${released[0]}`, { exact: false })).toBeVisible();
    await expect
      .poll(() => requests)
      .toEqual([
        '/__serverLoader',
        '/__loaders/docs/guide/log.json',
        '/__loaders/docs/guide/log.json',
      ]);
  });
}

for (const [fault, answer] of [
  ['a 500 answer', { status: 500, contentType: 'application/json', body: '{"error":"x"}' }],
  ['a JSON error answer', { status: 403, contentType: 'application/json', body: '{"error":"x"}' }],
] as const) {
  test(`${fault} from the loader endpoint shows a clear message inside the page`, async ({
    page,
    problems,
  }) => {
    problems.allow(/Failed to load resource|could not be loaded/);
    await page.route('**/__serverLoader**', (route) => route.fulfill(answer));
    await page.goto('/guide');
    await started(page);
    await followSidebarLink(page, 'Changelog');
    await expect(page.getByRole('alert')).toContainText(
      'The data of this page could not be loaded',
    );
    // The layout stays: navigation still works.
    await expect(page.getByRole('banner')).toBeVisible();
  });
}

test('a network error from the loader endpoint shows a clear message', async ({
  page,
  problems,
}) => {
  problems.allow(/Failed to load resource|could not be loaded|net::/);
  await page.route('**/__serverLoader**', (route) => route.abort('failed'));
  await page.goto('/guide');
  await started(page);
  await followSidebarLink(page, 'Changelog');
  await expect(page.getByRole('alert')).toContainText('the server did not answer');
});

test('~demos/{id} renders one demo alone, and an unknown id is not found', async ({
  page,
  problems,
}) => {
  await page.goto('/~demos/button-demo-fill-and-color');
  await expect(page.getByRole('button', { name: 'primary' }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: /sidebar/i })).toHaveCount(0);

  problems.allow(/404/);
  const response = await page.goto('/~demos/constructor');
  expect(response?.status()).toBe(404);
});

test('the sitemap lists every page at the site address, each page names it as canonical, and llms.txt links a markdown copy of each page', async ({
  request,
}) => {
  const site = 'https://tessera-ui.dev';
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  expect(listed.sort()).toEqual(pageRoutes().map((route) => `${site}${route}`));
  expect(await (await request.get('/robots.txt')).text()).toBe(
    `User-agent: *\nAllow: /\nSitemap: ${site}/sitemap.xml\n`,
  );
  for (const route of ['/', '/guide', '/components/tm-button']) {
    const html = await (await request.get(route)).text();
    expect(html, route).toContain(`<link rel="canonical" href="${site}${route}">`);
    expect(html, route).toContain(`<meta property="og:url" content="${site}${route}">`);
  }
  // The host serves the site at that address from the root.
  expect((await (await request.get('/CNAME')).text()).trim()).toBe(new URL(site).host);

  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toMatch(/^# Tessera Mobile\n\n> React UI components for phones/);
  expect(llms).toContain(`- [Button](${site}/components/tm-button.md)`);
  const copy = await request.get('/components/tm-button.md');
  expect(copy.headers()['content-type']).toContain('text/markdown');
  const text = await copy.text();
  expect(text).toContain("import { Button, Flex } from '@tessera/mobile';");
  expect(text).toContain('| Name | Description | Type | Default |');
});
