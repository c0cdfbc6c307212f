import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';

/** Problems a page reported: uncaught errors, console errors and warnings, CSP violations. */
export interface PageProblems {
  errors: string[];
  csp(): Promise<string[]>;
  /** Marks console messages the test expects, e.g. the browser logging a 404 document. */
  allow(pattern: RegExp): void;
}

/**
 * `test` with a `problems` fixture, on in every test, that records every page error, console
 * error or warning and Content-Security-Policy violation, and fails the test when any is left
 * unexpected (a test that opens a missing page allows the browser's 404 message).
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
  problems: [
    async ({ page }, use) => {
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
        page
          .evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
          .catch(() => []);
      await use({ errors, csp, allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter(
        (message) => !allowed.some((pattern) => pattern.test(message)),
      );
      expect(unexpected, 'console errors, warnings or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The rules whose verdict depends on colours: all that can change when the page turns dark. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface AxeOptions {
  /** Run only these rules, instead of every WCAG A/AA rule. */
  rules?: readonly string[];
}

/**
 * axe with the WCAG A/AA rule sets (or only `rules`) on the page's own document; returns the
 * violations. Frames are left out (a lazy frame may never load): check a framed page by
 * loading it. axe is put into the page once, through the DevTools protocol (the CSP does not
 * apply), and left there, so a second run (after a colour switch, say) costs only the rules.
 */
export async function axeViolations(page: Page, { rules }: AxeOptions = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: AXE_TAGS };
  const violations = await page.evaluate(async (only) => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: Document,
          options: unknown,
        ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    // Contrast is judged at rest: a colour change (the theme turning dark, a re-render) starts
    // transitions, and an opening card fades in, which axe would otherwise read midway. Styles
    // are computed first, so every transition due has started and can be finished. Endless
    // animations (spinners) cannot be finished and are left running.
    for (const element of document.querySelectorAll('*')) void getComputedStyle(element).color;
    for (const animation of document.getAnimations())
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
    const result = await axe.run(document, {
      runOnly: only,
      resultTypes: ['violations'],
      iframes: false,
    });
    return result.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) }));
  }, runOnly);
  return violations.map((v) => `${v.id}: ${v.targets.map((t) => t.join(' ')).join(', ')}`);
}
