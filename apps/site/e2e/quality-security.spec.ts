import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { distDir, htmlFiles } from './quality-routes';

/*
 * The Content-Security-Policy as the host sends it (TEST-PLAN ). The crawl
 * (crawl.spec.ts) checks X-08, zero violations on every route. Desktop only.
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
