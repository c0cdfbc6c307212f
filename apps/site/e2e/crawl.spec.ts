import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from '@tessera/playwright-config/fixtures';
import { COLOR_KEY, pageRoutes, sampleDemoRoutes } from './quality-routes';

/*
 * One shared pass over every route of the built site (TEST-PLAN B-12, A-01, X-08 and the link
 * check): each page route, the not-found page and a few standalone demos, in light and in
 * dark. The server sends the site's Content-Security-Policy as a header. Desktop only: the
 * checks do not depend on the viewport, and two cores cannot afford the pass twice.
 */
test.skip(({ isMobile }) => isMobile, 'the crawl runs in the desktop project');

const NOT_FOUND = '/components/nope';
const pages = new Set(pageRoutes());
const routes = [...pages, NOT_FOUND, ...sampleDemoRoutes()];

interface Target {
  ok: boolean;
  ids: Set<string>;
}

/** Whether a path answers 200, and the ids in its prerendered HTML; fetched once per worker. */
const targets = new Map<string, Promise<Target>>();
function targetOf(page: Page, path: string) {
  let target = targets.get(path);
  if (!target) {
    target = page.request.get(path).then(async (response) => {
      const html = response.headers()['content-type']?.startsWith('text/html');
      const text = response.ok() && html ? await response.text() : '';
      return {
        ok: response.ok(),
        ids: new Set([...text.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id!)),
      };
    });
    targets.set(path, target);
  }
  return target;
}

/** Loads a route and waits until the app has started and the network is quiet. */
async function load(page: Page, route: string) {
  const response = await page.goto(route);
  await page.waitForFunction(() => window.__TESSERA_DOCS__ !== undefined);
  await page.waitForLoadState('networkidle');
  return response;
}

for (const route of routes) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${route} in ${mode}: hydrates cleanly, axe finds nothing, no CSP violation`, async ({
      page,
      problems,
    }) => {
      if (route === NOT_FOUND) problems.allow(/status of 404/);
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        COLOR_KEY,
        mode,
      ] as const);
      const response = await load(page, route);
      expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.locator('html')).toHaveAttribute('data-prefers-color', mode);

      // Prerendered pages hydrate and the not-found document renders afresh; either way React
      // reported no recoverable error.
      const hydration = await page.evaluate(() => window.__TESSERA_HYDRATION_ERRORS__);
      expect(hydration).toEqual([]);
      expect(await axeViolations(page), `axe on ${route} in ${mode}`).toEqual([]);
      expect(await problems.csp(), `CSP violations on ${route}`).toEqual([]);
    });
  }

  test(`${route}: every internal link and #anchor resolves`, async ({ page, baseURL }) => {
    await load(page, route);
    const { hrefs, here, ownIds } = await page.evaluate(() => ({
      hrefs: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
      here: window.location.pathname,
      ownIds: [...document.querySelectorAll('[id]')].map((element) => element.id),
    }));
    const origin = new URL(baseURL!).origin;
    const broken: string[] = [];
    for (const href of new Set(hrefs)) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const anchor = decodeURIComponent(url.hash.slice(1));
      // A link within the page (a skip link, a heading anchor) resolves against the live page.
      if (url.pathname === here) {
        if (anchor && !ownIds.includes(anchor))
          broken.push(`${href}: no element with id "${anchor}"`);
        continue;
      }
      const target = decodeURIComponent(url.pathname);
      const isDemo = target.startsWith('/~demos/');
      if (!pages.has(target) && !isDemo && !target.startsWith('/assets/')) {
        broken.push(`${href}: not a page of the site`);
        continue;
      }
      const { ok, ids } = await targetOf(page, url.pathname);
      if (!ok) broken.push(`${href}: the target does not answer 200`);
      if (anchor && !ids.has(anchor)) broken.push(`${href}: no element with id "${anchor}"`);
    }
    expect(broken, `broken links on ${route}`).toEqual([]);
  });
}
