import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from '@tessera/playwright-config/fixtures';
import { COLOR_KEY, colorAttribute } from './colorMode';
import { started } from './chunks';

/** Demos render inside this frame; what is in it is the component library's markup. */
const DEMO_FRAME = '[data-demo-frame]';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe on the theme's own markup. The library's markup inside demo frames is checked by its
 * own test below; what it finds there is recorded on this test as an annotation.
 */
async function themeViolations(page: Page) {
  const all = await axeViolations(page);
  if (all.length === 0) return all;
  // axeViolations left axe in the page: run it again with the demo frames left out.
  const theme = await page.evaluate(
    async ([selector, tags]) => {
      const { axe } = window as unknown as {
        axe: {
          run(
            context: unknown,
            options: unknown,
          ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      };
      const result = await axe.run(
        { exclude: [[selector]] },
        { runOnly: { type: 'tag', values: tags } },
      );
      return result.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    },
    [DEMO_FRAME, AXE_TAGS] as const,
  );
  if (all.length > theme.length)
    test.info().annotations.push({
      type: 'component library (demo frames)',
      description: all.filter((v) => !theme.includes(v)).join('\n'),
    });
  return theme;
}

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing on the main pages in ${mode} mode`, async ({ page, problems }) => {
    problems.allow(/status of 404/);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      COLOR_KEY,
      mode,
    ] as const);
    for (const path of [
      '/',
      '/guide',
      '/guide/log?tab=upcoming',
      '/components/tm-button',
      '/components/nope',
    ]) {
      await page.goto(path);
      await page.waitForFunction(() => document.querySelector('#root')?.hasChildNodes());
      expect(await colorAttribute(page)).toBe(mode);
      // The theme's own markup; the library's markup inside demo frames is checked below.
      expect(await themeViolations(page), path).toEqual([]);
    }
  });

  test(`axe finds nothing inside the demos of the Button page in ${mode} mode`, async ({
    page,
  }) => {
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      COLOR_KEY,
      mode,
    ] as const);
    await page.goto('/components/tm-button');
    await started(page);
    // Demos prerendered in the light theme switch to the dark one as their code arrives.
    await expect.poll(() => axeViolations(page)).toEqual([]);
  });
}
