import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { rewriteChunk, started } from './chunks';
import { distDir, htmlFiles } from './quality-routes';

/*
 * The Content-Security-Policy as the host sends it (TEST-PLAN ), author text that
 * looks like markup and messages from other origins. The crawl (crawl.spec.ts)
 * checks X-08, zero violations on every route. Desktop only.
 */
test.skip(({ isMobile }) => isMobile, 'runs in the desktop project');

// Inline scripts the browser executes: no type, or a JavaScript or module type.
const executable = (type: string | undefined) =>
  type === undefined || /^(module|(text|application)\/(java|ecma)script)$/i.test(type);

test('X-09 every inline script of every HTML file is allowed by its hash, and no inline handlers', async ({
  request,
}) => {
  const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
  const scriptSrc = policy.match(/(?:^|;)\s*script-src ([^;]+)/)?.[1]?.split(/\s+/) ?? [];
  expect(scriptSrc, 'script-src in the header').toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");

  const files = htmlFiles();
  expect(files.length).toBeGreaterThan(1);
  const problems: string[] = [];
  const hashes = new Set<string>();
  for (const file of files) {
    const html = readFileSync(`${distDir}${file}`, 'utf8');
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attributes!)) continue;
      if (!executable(attributes!.match(/\btype="([^"]*)"/)?.[1])) continue;
      const hash = `'sha256-${createHash('sha256').update(body!).digest('base64')}'`;
      hashes.add(hash);
      if (!scriptSrc.includes(hash))
        problems.push(`${file}: inline script ${hash} not in script-src`);
    }
    for (const [tag] of html.matchAll(/<[a-z][^>]*\son[a-z]+\s*=[^>]*>/gi)) {
      problems.push(`${file}: inline event handler in ${tag.slice(0, 80)}`);
    }
  }
  expect(problems).toEqual([]);
  // The policy lists no stale hash either: each one matches a script that exists.
  const listed = scriptSrc.filter((source) => source.startsWith("'sha256-"));
  expect(listed.sort()).toEqual([...hashes].sort());
});

test('X-07 another origin cannot frame the site: frame-ancestors is sent as a header', async ({
  page,
  baseURL,
  problems,
}) => {
  const response = await page.request.get('/guide');
  expect(response.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'/);

  problems.allow(/frame-ancestors/);
  // A page on another origin (answered by the test, never by the network) frames the site.
  await page.route('http://attacker.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>attacker</title><iframe src="${baseURL}/guide"></iframe>`,
    }),
  );
  await page.goto('http://attacker.test/');
  const framed = page.frameLocator('iframe');
  await expect(framed.getByRole('heading', { name: 'Quick start' })).toHaveCount(0);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  // Chromium replaces a refused frame's document with an error page, never the site's.
  const siteRoot = await frame
    ?.evaluate(() => !!document.querySelector('#root'))
    .catch(() => false);
  expect(siteRoot).toBeFalsy();
});

/** Markup that would set window.__x if it ever reached the DOM as HTML. */
const IMG = '<img src=x onerror="window.__x=1">';
const injected = (page: Page) =>
  page.evaluate(() => ({
    flag: (window as unknown as { __x?: unknown }).__x,
    images: document.querySelectorAll('img[src="x"]').length,
  }));

test('X-04 frontmatter text in the hero, the features and a demo description is shown as text', async ({
  page,
  problems,
}) => {
  await rewriteChunk(page, /\/assets\/docs-[^/]+\.js$/, [
    ['title:`Built for thumbs`', `title:\`<b>Built</b> ${IMG}\``],
    ['text:`Get started`', 'text:`<i>Get started</i>`'],
    [
      'description:`React UI components for phones',
      `description:\`${IMG} React UI components for phones`,
    ],
  ]);
  await rewriteChunk(page, /\/assets\/Button-[^/]+\.js$/, [
    ['description:`Three fills', `description:\`<script>window.__x=1</script>${IMG} Three fills`],
  ]);
  // Start elsewhere: the home page and the Button page then render from the changed chunks.
  await page.goto('/components/tm-icon');
  await started(page);
  await page.getByRole('banner').getByRole('link', { name: 'Tessera Mobile' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `<b>Built</b> ${IMG}` })).toBeVisible();
  await expect(page.getByRole('link', { name: '<i>Get started</i>' })).toBeVisible();
  await expect(page.getByText(`${IMG} React UI components for phones`).first()).toBeVisible();
  expect(await injected(page)).toEqual({ flag: undefined, images: 0 });

  await page.getByRole('link', { name: 'Components' }).first().click();
  const demo = page.getByRole('region', { name: 'Fill and colour' });
  await expect(demo.getByText(`<script>window.__x=1</script>${IMG} Three fills`)).toBeVisible();
  expect(await injected(page)).toEqual({ flag: undefined, images: 0 });
  expect(await problems.csp()).toEqual([]);
});

test('X-06 messages posted into a demo from another origin are ignored', async ({
  page,
  problems,
}) => {
  // A page on another origin that opens a demo (framing it is refused, X-07) and posts to it.
  await page.route('http://attacker.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Attacker</title>' }),
  );
  await page.goto('http://attacker.test/');
  const opened = page.waitForEvent('popup');
  const target = new URL('/~demos/button-demo-fill-and-color', test.info().project.use.baseURL);
  await page.evaluate((url) => {
    (window as unknown as { demo: Window | null }).demo = window.open(url);
  }, target.href);
  const demo = await opened;
  const demoErrors: string[] = [];
  demo.on('pageerror', (error) => demoErrors.push(error.message));
  demo.on('console', (message) => {
    if (message.type() === 'error') demoErrors.push(message.text());
  });
  await started(demo);
  const before = await demo.getByRole('main').innerHTML();

  await page.evaluate(() => {
    const demo = (window as unknown as { demo: Window }).demo;
    const huge = { type: 'setSource', value: 'x'.repeat(5_000_000) };
    for (const message of [
      { type: 'dumi:setSource', value: 'window.__x=1' },
      { type: 'setSource', value: '<img src=x onerror="window.__x=1">' },
      null,
      'window.__x=1',
      '<img src=x onerror="window.__x=1">',
      JSON.parse('{"__proto__":{"polluted":true},"type":"setSource"}'),
      huge,
    ])
      demo.postMessage(message, '*');
  });
  // Messages are delivered in order: once this one arrives, every earlier one has.
  await Promise.all([
    demo.evaluate(
      () =>
        new Promise<void>((resolve) =>
          window.addEventListener('message', (event) => event.data === 'last' && resolve()),
        ),
    ),
    page.evaluate(() => (window as unknown as { demo: Window }).demo.postMessage('last', '*')),
  ]);

  expect(await demo.getByRole('main').innerHTML()).toBe(before);
  expect(
    await demo.evaluate(() => ({
      flag: (window as unknown as { __x?: unknown }).__x,
      polluted: ({} as { polluted?: unknown }).polluted,
      images: document.querySelectorAll('img[src="x"]').length,
    })),
  ).toEqual({ flag: undefined, polluted: undefined, images: 0 });
  expect(demoErrors).toEqual([]);
  expect(problems.errors).toEqual([]);
});
