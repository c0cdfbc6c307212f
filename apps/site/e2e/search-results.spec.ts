import { expect, test } from '@tessera/playwright-config/fixtures';
import { expectLandedBelowHeader } from './landing';
import { moveTo, open, results } from './searchPage';
import { started } from './chunks';

/**
 * What a result is and where it leads: real links (in place, or a new tab), the page a query
 * names offered first, Chinese names in either interface language, and an API prop offered once,
 * at its row (internal props never).
 */

for (const [query, title] of [
  ['button', 'Button'],
  ['toast', 'Toast'],
  ['popup', 'Popup'],
] as const) {
  test(`"${query}" offers the ${title} page first`, async ({ page }) => {
    const box = await open(page);
    await box.fill(query);
    const first = results(page).first();
    await expect(first).toHaveText(new RegExp(`^Go to${title}`));
    await expect(first).toHaveAttribute('href', `/components/tm-${query}`);
    // Offered once: not again as the page result of its group, nor as the section of its
    // title ("Section Popup · Popup"), which would lead to the same place.
    await expect(results(page).filter({ hasText: new RegExp(`^Page${title}`) })).toHaveCount(0);
    await expect(
      results(page).filter({ hasText: new RegExp(`^Section${title}${title}$`) }),
    ).toHaveCount(0);
    const links = await results(page).evaluateAll((options) =>
      options.map((option) => option.getAttribute('href')),
    );
    expect(links.filter((link) => link === `/components/tm-${query}`)).toHaveLength(1);
    // Screen readers hear how many results there are, the page offered first counted once.
    const count = (await results(page).count()) - 1;
    await expect(page.getByRole('status').filter({ hasText: /results$/ })).toHaveText(
      `${count} results`,
    );
  });
}

test('inside a group, whole words and starts of words come before matches inside a word', async ({
  page,
}) => {
  const box = await open(page);
  await box.fill('to');
  const options = page
    .getByRole('listbox', { name: 'Search' })
    .getByRole('group', { name: 'Components' })
    .getByRole('option');
  // As the search package's golden query: PullToRefresh holds the word "To" and Toast starts
  // with it, so both come before Button, which has it only inside a word.
  await expect(options.first()).toHaveText(/^PagePullToRefresh/);
  const found = await options.evaluateAll((all) =>
    all.map((option) => {
      const [type, title] = [...option.children].map((part) => part.textContent ?? '');
      // A mark starts a word after no letter or digit, or where a camelCase word starts.
      const startsWord = [...option.querySelectorAll('mark')].some((mark) => {
        const before = mark.previousSibling?.textContent ?? '';
        const text = mark.textContent ?? '';
        return !/[\p{L}\p{N}]$/u.test(before) || (/\p{Ll}$/u.test(before) && /^\p{Lu}/u.test(text));
      });
      return { page: type === 'Page' ? title : undefined, startsWord };
    }),
  );
  const pages = found.flatMap((option) => (option.page ? [option.page] : []));
  expect(pages.slice(0, 2)).toEqual(['PullToRefresh', 'Toast']);
  // Every option with a match at a word's start before the first with matches inside words only.
  const starts = found.map((option) => option.startsWord);
  expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
});

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`Chinese names find their pages, in the ${locale} interface`, async ({ page }) => {
    await page.addInitScript((id) => localStorage.setItem('tessera-docs:locale', id), locale);
    await page.goto('/guide');
    await started(page);
    const [goTo, label] = locale === 'en-US' ? ['Go to', 'Search'] : ['前往', '搜索'];
    const box = page.getByRole('combobox', { name: label });
    await page.keyboard.press('ControlOrMeta+KeyK');
    await expect(box).toBeFocused();
    const options = page.getByRole('listbox', { name: label }).getByRole('option');
    for (const [query, title, route] of [
      ['按钮', 'Button', '/components/tm-button'],
      ['弹出层', 'Popup', '/components/tm-popup'],
    ] as const) {
      await box.fill(query);
      const first = options.first();
      await expect(first).toHaveText(`${goTo}${title}${query}`);
      await expect(first.locator('mark')).toHaveText(query);
      await expect(first).toHaveAttribute('href', route);
    }
    // Part of a name, as Chinese is written without spaces, finds it too.
    await box.fill('弹出');
    await expect(options.filter({ hasText: 'Popup' }).first()).toBeVisible();
  });
}

test('a plain click on a result opens it in place, without reloading the page', async ({
  page,
}) => {
  const box = await open(page);
  await page.evaluate(() => (window.__x = 'same document'));
  await box.fill('safe area');
  const result = results(page).filter({ hasText: /^SectionSafe area for bars/ });
  await result.click();
  await expect(page).toHaveURL(/\/components\/tm-box#safe-area-for-bars$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Box' })).toBeVisible();
  expect(await page.evaluate(() => window.__x)).toBe('same document');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expectLandedBelowHeader(page, page.locator('#safe-area-for-bars'));

  // A prop's row of an API table, on another page, lands below the header too.
  await page.keyboard.press('ControlOrMeta+KeyK');
  await box.fill('closeOnSwipe');
  await results(page)
    .filter({ hasText: /^ContentcloseOnSwipe · Popup/ })
    .click();
  await expect(page).toHaveURL(/\/components\/tm-popup#popup-closeonswipe$/);
  await expectLandedBelowHeader(page, page.locator('#popup-closeonswipe'));
  expect(await page.evaluate(() => window.__x)).toBe('same document');
});

test('a Ctrl/⌘-click on a result opens it in a new tab and leaves this one as it was', async ({
  page,
  context,
}) => {
  const box = await open(page);
  await box.fill('toast');
  const first = results(page).first();
  await expect(first).toHaveText(/^Go toToast/);
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    first.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe('/components/tm-toast');
  await expect(opened.getByRole('heading', { level: 1, name: 'Toast' })).toBeVisible();
  // This tab kept its page, its query and its results.
  expect(new URL(page.url()).pathname).toBe('/guide');
  await expect(box).toHaveValue('toast');
  await expect(first).toBeVisible();
  await opened.close();
});

test('a prop two API tables show from one declaration is one result, opening at its row', async ({
  page,
}) => {
  const box = await open(page);
  await box.fill('placement');
  const options = results(page);
  const placement = options.filter({ hasText: /^Contentplacement · Popover/ });
  await expect(placement).toHaveCount(1);
  await expect(options.filter({ hasText: /^Contentplacement · PopoverMenu/ })).toHaveCount(0);
  // The result reads as plain text: no markdown backticks from the description.
  await expect(placement).toContainText('Preferred side and alignment');
  await expect(placement).not.toContainText('`');

  await moveTo(page, /^Contentplacement · Popover/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/components\/tm-popover#popover-placement$/);
  const table = page.getByRole('region', { name: 'Popover', exact: true });
  await expect(table.getByRole('row', { name: /^placement/ })).toBeInViewport();
});

test('props the library marks internal are not searchable', async ({ page }) => {
  const box = await open(page);
  await box.fill('popupRole');
  await expect(page.getByRole('status').filter({ hasText: 'No content was found' })).toBeVisible();
});
