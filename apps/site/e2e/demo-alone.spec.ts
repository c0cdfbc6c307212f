import type { Locator, Page } from '@playwright/test';
import { axeViolations, COLOUR_RULES, expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone } from './chunks';
import { COLOR_KEY } from './colorMode';

/*
 * A demo opened alone (`~demos/{id}`, what its QR code opens on a phone): its title in the tab
 * and as a heading, a link back to its place on its page, and air around it inside the screen's
 * safe area. Shown in its page's iframe, it is the demo only.
 */

const ID = 'button-demo-fill-and-color';

/** The element's box, which must be on screen. */
async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not rendered');
  return rect;
}

test('a demo alone has its title, air around it, and a link back to its section', async ({
  page,
  problems,
}) => {
  await openDemoAlone(page, ID);
  await expect(page).toHaveTitle('Fill and colour - Button - Tessera Mobile');
  const heading = page.getByRole('heading', { level: 1, name: 'Fill and colour' });
  await expect(heading).toBeVisible();

  // No control of the demo touches the edges of the screen.
  const viewport = page.viewportSize()!;
  const buttons = await page.getByRole('main').getByRole('button').all();
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    const rect = await box(button);
    expect(rect.x).toBeGreaterThanOrEqual(16);
    expect(viewport.width - (rect.x + rect.width)).toBeGreaterThanOrEqual(16);
  }
  expect((await box(heading)).y).toBeGreaterThanOrEqual(16);

  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page, { rules: COLOUR_RULES })).toEqual([]);

  // Keyboard alone: the link back comes right after the skip link, and lands on the section.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  const back = page.getByRole('link', { name: 'Back to Button' });
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/components/tm-button#${ID}$`));
  await expect(page.locator(`#${ID}`)).toBeInViewport();
  await expect(page).toHaveTitle('Button - Tessera Mobile');
  expect(await problems.csp()).toEqual([]);
});

test('the prerendered demo page already has its title and the safe area in its viewport', async ({
  request,
}) => {
  const html = await (await request.get(`/~demos/${ID}`)).text();
  expect(html).toContain('<title>Fill and colour - Button - Tessera Mobile</title>');
  expect(html).toContain('viewport-fit=cover');
  expect(html).toMatch(/<h1[^>]*>Fill and colour<\/h1>/);
});

test('the link back is named in the interface language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('tessera-docs:locale', 'zh-CN'));
  await openDemoAlone(page, ID);
  await expect(page.getByRole('link', { name: '返回Button' })).toBeVisible();
});

test('in its page’s iframe a demo shows no title, link or padding', async ({ page }) => {
  await page.goto('/components/tm-popup#popup-demo-snap-points');
  const frame = page.frameLocator('iframe[src$="~demos/popup-demo-snap-points"]');
  await frame.locator('main[data-demo-ready]').waitFor();
  await expect(frame.getByRole('link', { name: /Back to/ })).toBeHidden();
  await expect(frame.getByRole('heading', { level: 1 })).toBeHidden();
  expect(await frame.locator('main').evaluate((main) => getComputedStyle(main).paddingTop)).toBe(
    '0px',
  );
});

test('a demo alone loads its own entry, not the list of every demo of the site', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await openDemoAlone(page, ID);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  expect(loaded.some((code) => code.includes(ID))).toBe(true);
  // Another page's demo is named only in the list of every demo.
  expect(loaded.filter((code) => code.includes('tabs-demo-before-change'))).toEqual([]);

  // Going on to another demo still finds it through that list.
  await page.evaluate(() => {
    history.pushState(null, '', '/~demos/button-demo-size-and-shape');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Size, shape and block' }),
  ).toBeVisible();
});

test('a demo in its own frame loads when scrolled near, not with its page', async ({ page }) => {
  const framed = '~demos/popover-demo-follow-anchor';
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/components/tm-popover');
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => path.endsWith(framed))).toEqual([]);

  const frame = page.locator(`section#popover-demo-follow-anchor iframe`);
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute('src', new RegExp(`${framed}$`));
  await page.frameLocator(`iframe[src$="${framed}"]`).locator('main[data-demo-ready]').waitFor();
});

test.describe('a demo alone follows the colour mode stored by the site', () => {
  const look = (page: Page) =>
    page.evaluate(() => {
      const frame = document.querySelector('main [data-demo-frame]')!;
      return {
        page: document.documentElement.getAttribute('data-prefers-color'),
        demo: frame.getAttribute('data-theme'),
        portalOrDemo: frame.querySelector('[data-theme]')?.getAttribute('data-theme') ?? null,
        background: getComputedStyle(document.querySelector('main')!).backgroundColor,
      };
    });

  test('with no stored choice it is light, even on a dark system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openDemoAlone(page, ID);
    expect(await look(page)).toEqual({
      page: 'light',
      demo: 'light',
      portalOrDemo: 'light',
      background: 'rgb(255, 255, 255)',
    });
  });

  test('the dark mode chosen on a page of the site: dark page, library dark theme', async ({
    page,
    problems,
  }) => {
    await page.goto('/guide');
    await page.evaluate((key) => localStorage.setItem(key, 'dark'), COLOR_KEY);
    await openDemoAlone(page, ID);
    await expect.poll(() => look(page)).toMatchObject({ page: 'dark', demo: 'dark' });
    const dark = await look(page);
    expect(dark.portalOrDemo).toBe('dark');
    expect(dark.background).not.toBe('rgb(255, 255, 255)');
    await expect(page.getByRole('heading', { level: 1, name: 'Fill and colour' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
    expect(await axeViolations(page, { rules: COLOUR_RULES })).toEqual([]);
    expect(await problems.csp()).toEqual([]);
  });

  test("'Follow System' follows the system, also when it changes", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript((key) => localStorage.setItem(key, 'auto'), COLOR_KEY);
    await openDemoAlone(page, ID);
    await expect.poll(() => look(page)).toMatchObject({ page: 'dark', demo: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => look(page)).toMatchObject({ page: 'light', demo: 'light' });
  });
});
