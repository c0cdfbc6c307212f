import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Problems a page reported: uncaught errors, console errors and warnings, CSP violations. */
export interface PageProblems {
  errors: string[];
  csp(): Promise<string[]>;
  /** Marks console messages the test expects, e.g. the browser logging a 404 document. */
  allow(pattern: RegExp): void;
}

/**
 * `test` with a `problems` fixture that records every page error, console error or warning
 * and Content-Security-Policy violation, and fails the test when any is left unexpected.
 * Route handlers still running when a test ends (a held or rewritten chunk the test no longer
 * needs) are dropped quietly instead of failing the run after the test.
 */
export const test = base.extend<{ problems: PageProblems; routesDropped: void }>({
  routesDropped: [
    async ({ page }, use) => {
      await use();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
    { auto: true },
  ],
  problems: async ({ page }, use) => {
    const errors: string[] = [];
    const allowed: RegExp[] = [];
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`);
    });
    const csp = () =>
      page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => []);
    await use({ errors, csp, allow: (pattern) => allowed.push(pattern) });
    const unexpected = errors.filter(
      (message) => !allowed.some((pattern) => pattern.test(message)),
    );
    expect(unexpected, 'console errors, warnings or page errors').toEqual([]);
  },
});

export { expect };

/** axe with the WCAG A/AA rule sets; returns the violations. */
export async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
