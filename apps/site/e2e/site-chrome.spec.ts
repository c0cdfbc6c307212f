import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { started } from './chunks';

/** The documented package's own package.json: what the site must show, never typed twice. */
const library = JSON.parse(
  readFileSync(new URL('../../../packages/mobile/package.json', import.meta.url), 'utf8'),
) as { name: string; version: string; license: string };

async function openIn(page: Page, locale: 'en-US' | 'zh-CN', path: string) {
  await page.addInitScript((value) => localStorage.setItem('tessera-docs:locale', value), locale);
  await page.goto(path);
  await started(page);
}

/** Where the library's version and links are: the navbar, or on phones the drawer. */
async function libraryArea(page: Page, isMobile: boolean, opener = 'Open sidebar') {
  if (!isMobile) return page.getByRole('banner');
  await page.getByRole('button', { name: opener }).click();
  return page.getByRole('dialog');
}

test.describe('the library in the navbar', () => {
  test('shows the version of its package.json and links to its repository and npm page', async ({
    page,
    isMobile,
  }) => {
    await openIn(page, 'en-US', '/components/tm-button');
    const area = await libraryArea(page, isMobile);
    // The version shows as it is; a screen reader hears whose version it is.
    await expect(
      area.getByText(`${library.name} version ${library.version}`, { exact: true }),
    ).toBeVisible();
    const repository = area.getByRole('link', { name: 'Source repository' });
    await expect(repository).toHaveAttribute(
      'href',
      'https://github.com/tessera-ui/tessera/tree/HEAD/packages/mobile',
    );
    await expect(repository).toHaveAttribute('target', '_blank');
    await expect(area.getByRole('link', { name: 'npm package' })).toHaveAttribute(
      'href',
      `https://www.npmjs.com/package/${library.name}`,
    );
    // Everything fits the window: nothing sticks out sideways.
    for (const link of await area.getByRole('link', { name: /repository|npm/ }).all()) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });

  test('names its links in the interface language', async ({ page, isMobile }) => {
    await openIn(page, 'zh-CN', '/components/tm-button');
    const area = await libraryArea(page, isMobile, '打开侧边栏');
    await expect(area.getByRole('link', { name: '源代码仓库' })).toBeVisible();
    await expect(area.getByRole('link', { name: 'npm 包' })).toBeVisible();
  });
});

test.describe('the site footer', () => {
  test('shows the licence of the package and the copyright line of the config', async ({
    page,
  }) => {
    await openIn(page, 'en-US', '/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toBeVisible();
    await expect(footer).not.toHaveAttribute('lang');
    await expect(footer.getByText(`Released under the ${library.license} License.`)).toBeVisible();
    await expect(footer.getByText('Copyright © 2026 the Tessera authors')).toBeVisible();
  });

  test('speaks the interface language', async ({ page }) => {
    await openIn(page, 'zh-CN', '/components/tm-button');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('lang', 'zh-CN');
    await expect(footer.getByText(`基于 ${library.license} 许可发布。`)).toBeAttached();
    await expect(footer.getByText('版权所有 © 2026 Tessera 作者')).toBeAttached();
  });
});

test('at the narrowest desktop width the navbar keeps every item on one line', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'The navbar holds these items from 960 px up.');
  await page.setViewportSize({ width: 960, height: 700 });
  for (const locale of ['en-US', 'zh-CN'] as const) {
    await openIn(page, locale, '/components/tm-button');
    const banner = page.getByRole('banner');
    for (const link of await banner.getByRole('navigation').getByRole('link').all())
      expect((await link.boundingBox())!.height).toBeLessThan(44);
    expect(
      (await banner.getByRole('combobox', { name: /^(Search|搜索)$/ }).boundingBox())!.width,
    ).toBeGreaterThan(120);
    await expect(
      banner.getByRole('link', { name: /^(Source repository|源代码仓库)$/ }),
    ).toBeVisible();
  }
});
