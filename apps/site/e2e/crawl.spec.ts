import type { Page } from '@playwright/test';
import { axeViolations, COLOUR_RULES, expect, test } from '@tessera/playwright-config/fixtures';
import { apiTableProblems } from './api-tables';
import {
  DEMO_FRAME,
  demoFrameCount,
  differencesFromCopies,
  movingDemoElements,
} from './demo-isolation';
import { hydrationErrors, started } from './chunks';
import { COLOR_KEY } from './colorMode';
import { crawlRoutes, NOT_FOUND } from './quality-routes';

/*
 * One pass over every route of the built site (TEST-PLAN B-12, A-01, A-05, X-08): each page
 * route, the not-found page and a few standalone demos, one test and one page load each. The
 * page loads in light with the preference 'auto', is checked, then the system turns dark and
 * it is checked again: hydration, console, CSP, demos keeping the library's own styles, and
 * on component pages no demo moving under reduced motion. axe runs in the desktop project
 * only: its rules do not depend on the viewport, and it is the costly part. Links and anchors
 * are checked once from the built files (links.spec.ts), not per page in a browser. Component
 * pages have their API tables read, in the desktop project (the text is the same on phones).
 */

const HTML = 'html';

/** Loads a route and waits until the app has started and the network is quiet. */
async function load(page: Page, route: string) {
  const response = await page.goto(route);
  await started(page);
  await page.waitForLoadState('networkidle');
  return response;
}

/**
 * The desktop pass loads every route with every check. Phones load the routes that are not
 * component pages, and one component page in three: a phone's width changes the layout around
 * the demos, not what the checks find on each page, and the full pass on phones cost about a
 * minute of the run's time.
 */
const onPhones = (route: string, index: number) =>
  !route.startsWith('/components/') || index % 3 === 0;

for (const [index, route] of crawlRoutes().entries()) {
  test(`${route}: hydrates cleanly; in light and in dark no console error, no CSP violation, demos keep their styles, axe finds nothing`, async ({
    page,
    problems,
    isMobile,
  }) => {
    test.skip(isMobile && !onPhones(route, index), 'checked in the desktop pass');
    // Pages with many demos take several seconds per axe run on a busy machine.
    test.slow();
    if (route === NOT_FOUND) problems.allow(/status of 404/);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript((key) => window.localStorage.setItem(key, 'auto'), COLOR_KEY);
    const response = await load(page, route);
    expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

    // Prerendered pages hydrate and the not-found document renders afresh; either way React
    // reported no recoverable error.
    expect(await hydrationErrors(page)).toEqual([]);

    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode });
      await expect(page.locator(HTML)).toHaveAttribute('data-prefers-color', mode);
      // Demos turn dark as their islands re-render: each frame says so before its styles are
      // compared, and the comparison finishes the colour transitions that axe would catch midway.
      await expect(
        page.locator(`${DEMO_FRAME}[data-theme]:not([data-theme="${mode}"])`),
      ).toHaveCount(0);
      await expect
        .poll(() => differencesFromCopies(page), { message: `demo styles on ${route} in ${mode}` })
        .toEqual([]);
      // Turning dark changes colours alone: the dark pass runs the colour rules.
      const rules = mode === 'dark' ? COLOUR_RULES : undefined;
      if (!isMobile)
        expect(await axeViolations(page, { rules }), `axe on ${route} in ${mode}`).toEqual([]);
    }

    if (route.startsWith('/components/') && (await demoFrameCount(page)) > 0) {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await movingDemoElements(page), `moving demos on ${route}`).toEqual([]);
    }
    if (route.startsWith('/components/') && !isMobile) {
      expect((await apiTableProblems(page)).problems, `API tables on ${route}`).toEqual([]);
    }
    expect(await problems.csp(), `CSP violations on ${route}`).toEqual([]);
  });
}
