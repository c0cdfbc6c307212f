import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { brokenLinks, elementIds, type LinkTarget } from './built-links';
import { distDir, htmlFiles, pageRoutes } from './quality-routes';

/*
 * Every internal link and #anchor of every built HTML file (each page, the not-found page and
 * every standalone demo) resolves: once per run, from the files, against the server under
 * test. Desktop project only; nothing here depends on the viewport.
 */
test.skip(({ isMobile }) => isMobile, 'links are checked once, in the desktop project');

/** The path a built HTML file is served at. */
function servedPath(file: string) {
  if (file === '404.html') return '/404';
  return `/${file.replace(/\/?index\.html$/, '').replace(/\.html$/, '')}`;
}

test('every internal link and #anchor of every built page resolves', async ({
  request,
  baseURL,
}) => {
  const pages = new Set(pageRoutes());
  const targets = new Map<string, Promise<LinkTarget>>();
  const target = (path: string) => {
    let answer = targets.get(path);
    if (!answer) {
      answer = request.get(path, { maxRedirects: 0 }).then(async (response) => {
        const html = response.headers()['content-type']?.startsWith('text/html');
        const text = response.ok() && html ? await response.text() : '';
        return { ok: response.ok(), ids: elementIds(text) };
      });
      targets.set(path, answer);
    }
    return answer;
  };
  const origin = new URL(baseURL!).origin;
  const files = htmlFiles();
  const broken: string[] = [];
  for (const file of files) {
    const source = { path: servedPath(file), html: readFileSync(`${distDir}${file}`, 'utf8') };
    const found = await brokenLinks(source, origin, (path) => pages.has(path), target);
    broken.push(...found.map((problem) => `${file}: ${problem}`));
  }
  expect(broken).toEqual([]);
  // Dozens of pages link to one another; a check that found no targets would prove nothing.
  expect(targets.size).toBeGreaterThan(pages.size);
});

test('the link check reports a missing page, a missing anchor and a dead target', async ({
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const html = [
    '<h2 id="usage">Usage</h2>',
    '<a href="#usage">here</a><a href="#gone">gone here</a>',
    '<a class="x" href="/guide#setup">guide</a><a href="/nowhere">nowhere</a>',
    '<a href="/~demos/missing">demo</a><a href="https://example.com/">away</a>',
  ].join('');
  const target = async (path: string) =>
    path === '/guide'
      ? { ok: true, ids: new Set(['install']) }
      : { ok: false, ids: new Set<string>() };
  const found = await brokenLinks({ path: '/page', html }, origin, (p) => p === '/guide', target);
  expect(found).toEqual([
    '#gone: no element with id "gone"',
    '/guide#setup: no element with id "setup"',
    '/nowhere: not a page of the site',
    '/~demos/missing: the target does not answer 200',
  ]);
});

test('the crawl has demos to probe in the built pages', () => {
  const frames = pageRoutes()
    .map((route) => `${distDir}${route.slice(1)}${route === '/' ? '' : '/'}index.html`)
    .reduce(
      (count, file) => count + readFileSync(file, 'utf8').split('data-demo-frame').length - 1,
      0,
    );
  // The site documents dozens of demos; a crawl whose demo probes found none would prove nothing.
  expect(frames).toBeGreaterThan(40);
});

test('the crawl has API tables to read in the built component pages', () => {
  const html = pageRoutes()
    .filter((route) => route.startsWith('/components/'))
    .map((route) => readFileSync(`${distDir}${route.slice(1)}/index.html`, 'utf8'))
    .join('');
  // Every component documents its props; a crawl that read no table would prove nothing.
  expect(html.split('<table').length - 1).toBeGreaterThan(15);
  expect(html.split('<tr').length - 1).toBeGreaterThan(200);
});
