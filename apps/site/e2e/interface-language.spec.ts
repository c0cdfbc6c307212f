import type { Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { hydrationErrors, started } from './chunks';

const LOCALE_KEY = 'tessera-docs:locale';

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Opens the site with the interface language a visitor chose on an earlier visit. */
async function openIn(page: Page, locale: 'en-US' | 'zh-CN', path: string) {
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [LOCALE_KEY, locale],
  );
  await page.goto(path);
  await started(page);
}

/** On phones the navigation, the sidebar and the settings live in the drawer. */
async function chrome(page: Page, isMobile: boolean) {
  if (!isMobile) return page.locator('body');
  await page.getByRole('button', { name: /^(Open sidebar|打开侧边栏)$/ }).click();
  return page.getByRole('dialog');
}

test.describe('the interface language', () => {
  test('prerendered pages say they are English and mark as Chinese only what is Chinese', async ({
    request,
  }) => {
    const html = await (await request.get('/components/tm-button')).text();
    expect(html.startsWith('<!doctype html>\n<html lang="en"')).toBe(true);
    // The language switch's own option names its language, and the page's Chinese name
    // (its subtitle) in its title, prerendered so the title does not shift once the page runs.
    const marked = html.match(/<[a-z0-9]+ [^>]*lang="zh-CN"/g) ?? [];
    expect(marked.map((tag) => tag.split(' ')[0])).toEqual(['<option', '<span']);
    expect(html).toMatch(
      /<h1 id="page-title">Button(<!-- -->)? <span class="[^"]+" lang="zh-CN">按钮<\/span><\/h1>/,
    );
  });

  test("in English, <html lang> is the pages' and the interface adds no lang of its own", async ({
    page,
    isMobile,
  }) => {
    await openIn(page, 'en-US', '/components/tm-button');
    expect(await htmlLang(page)).toBe('en');
    await expect(page.getByRole('banner')).not.toHaveAttribute('lang');
    const area = await chrome(page, isMobile);
    await expect(area.getByRole('navigation', { name: 'Sidebar' })).not.toHaveAttribute('lang');
    await expect(area.getByRole('heading', { name: 'General' })).toBeVisible();
    // Only the page's Chinese name beside its title, which the heading's name includes.
    await expect(page.locator('[lang]:not(html):not(option)')).toHaveText(['按钮']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Button 按钮');
    await expect(page.getByRole('heading', { level: 1 }).locator('[lang=zh-CN]')).toHaveText(
      '按钮',
    );
  });

  test("in Chinese, the interface's elements say so and the page texts inside them stay English", async ({
    page,
    isMobile,
  }) => {
    await openIn(page, 'zh-CN', '/components/tm-button');
    expect(await htmlLang(page)).toBe('en');
    expect(await hydrationErrors(page)).toEqual([]);
    await expect(page.getByRole('banner')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1, name: 'Button' })).not.toHaveAttribute(
      'lang',
    );
    await expect(page.getByRole('navigation', { name: '翻页' }).locator('..')).toHaveAttribute(
      'lang',
      'zh-CN',
    );
    // A demo's buttons take the language of their toolbar.
    const showCode = page.getByRole('button', { name: '显示代码' }).first();
    expect(
      await showCode.evaluate((button) => button.closest('[lang]')?.getAttribute('lang')),
    ).toBe('zh-CN');
    if (!isMobile) {
      const toc = page.getByRole('navigation', { name: '本页目录' });
      await expect(toc).toHaveAttribute('lang', 'zh-CN');
      await expect(toc.getByRole('link').first()).toHaveAttribute('lang', 'en');
    }
    const area = await chrome(page, isMobile);
    const sidebar = area.getByRole('navigation', { name: '侧边栏' });
    await expect(sidebar).toHaveAttribute('lang', 'zh-CN');
    await expect(sidebar.getByRole('heading', { name: '通用' })).not.toHaveAttribute('lang');
    await expect(sidebar.getByRole('link', { name: 'Button', exact: true })).toHaveAttribute(
      'lang',
      'en',
    );
  });
});

test.describe('labels in the interface language', () => {
  test('the top navigation and the sidebar group titles follow the switch', async ({
    page,
    isMobile,
  }) => {
    await openIn(page, 'zh-CN', '/components/tm-button');
    let area = await chrome(page, isMobile);
    const nav = area.getByRole('navigation', { name: '主导航' });
    await expect(nav.getByRole('link', { name: '组件' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: '指南' })).toBeVisible();
    const sidebar = area.getByRole('navigation', { name: '侧边栏' });
    for (const title of ['通用', '数据录入', '反馈', '信息展示', '导航', '布局', '引导'])
      await expect(sidebar.getByRole('heading', { name: title, exact: true })).toBeVisible();

    await area.getByLabel('语言').selectOption('en-US');
    if (isMobile) {
      await page.keyboard.press('Escape');
      area = await chrome(page, isMobile);
    }
    await expect(
      area.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Components' }),
    ).toBeVisible();
    await expect(area.getByRole('heading', { name: 'Data entry', exact: true })).toBeVisible();
  });

  test('search groups its results under the translated section title', async ({ page }) => {
    await openIn(page, 'zh-CN', '/guide');
    const box = page.getByRole('combobox', { name: '搜索' });
    await box.fill('button');
    const group = page.getByRole('listbox', { name: '搜索' }).getByRole('group', { name: '组件' });
    await expect(group.getByRole('option').first()).toBeVisible();
    await expect(group.getByRole('option').first().locator('[lang="en"]').first()).toBeVisible();
  });

  test('the document title follows the interface language', async ({
    page,
    problems,
    isMobile,
  }) => {
    problems.allow(/status of 404/);
    await openIn(page, 'zh-CN', '/no-such-page');
    await expect(page).toHaveTitle('页面未找到 - Tessera Mobile');
    const area = await chrome(page, isMobile);
    await area.getByLabel('语言').selectOption('en-US');
    await expect(page).toHaveTitle('PAGE NOT FOUND - Tessera Mobile');
  });
});
