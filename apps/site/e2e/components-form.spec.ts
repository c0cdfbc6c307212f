import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone } from './chunks';

/*
 * Form, FormItem, Input, TextArea and SearchBar on their standalone demo pages: the sign-up
 * form by touch on a phone and by keyboard on a desktop, and what jsdom cannot show (font
 * size, scrolling, real input-method composition, rows growing with the text).
 */

const fontSize = (field: Locator) =>
  field.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

const inViewport = (field: Locator) =>
  field.evaluate((el) => {
    const { top, bottom } = el.getBoundingClientRect();
    return top >= 0 && bottom <= window.innerHeight;
  });

/** Composes text with the browser's input-method machinery, as a pinyin keyboard does. */
async function compose(page: Page, keystrokes: string, result: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', {
    text: keystrokes,
    selectionStart: keystrokes.length,
    selectionEnd: keystrokes.length,
  });
  return async () => {
    await cdp.send('Input.insertText', { text: result });
    await cdp.detach();
  };
}

test.describe('sign-up form', () => {
  test('by touch: a failed submit focuses the first invalid field; fixing every field signs up', async ({
    page,
    isMobile,
    problems,
  }) => {
    test.skip(!isMobile, 'touch runs in the mobile project');
    await openDemoAlone(page, 'form-demo-sign-up');
    const username = page.getByRole('textbox', { name: 'Username' });
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const confirm = page.getByRole('textbox', { name: 'Confirm password' });
    const submit = page.getByRole('button', { name: 'Create account' });
    expect(await fontSize(username)).toBeGreaterThanOrEqual(16);

    await submit.tap();
    await expect(username).toBeFocused();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription(/Username is required/);
    await expect(page.getByRole('status').filter({ hasText: 'need attention' })).toHaveText(
      /4 fields need attention: Username, Password, Confirm password,? and Phone 1/,
    );

    await username.fill('admin');
    await password.tap();
    await expect(page.getByText('“admin” is taken')).toBeVisible();
    await username.tap();
    await username.fill('ada_l');
    await password.tap();
    await expect(username).not.toHaveAttribute('aria-invalid');

    await password.fill('secret12');
    await confirm.tap();
    await page.keyboard.type('secret1');
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await page.keyboard.type('2');
    await expect(confirm).not.toHaveAttribute('aria-invalid');

    await page.getByRole('button', { name: 'Add a phone number' }).tap();
    const second = page.getByRole('textbox', { name: 'Phone 2' });
    await expect(second).toBeVisible();
    await page.getByRole('button', { name: 'Remove phone 2' }).tap();
    await expect(second).toHaveCount(0);

    await submit.tap();
    const phone = page.getByRole('textbox', { name: 'Phone 1' });
    await expect(phone).toBeFocused();
    expect(await inViewport(phone)).toBe(true);
    await phone.fill('+47 912 34 567');
    await submit.tap();
    await expect(page.getByText('Welcome, ada_l!')).toBeVisible();
    expect(await problems.csp()).toEqual([]);
  });

  test('by keyboard: Enter submits, the first invalid field below is scrolled to and focused', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the keyboard runs in the desktop project');
    await openDemoAlone(page, 'form-demo-sign-up');
    const username = page.getByRole('textbox', { name: 'Username' });
    await username.focus();
    await page.keyboard.type('grace');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Clear' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
    await page.keyboard.type('analytical1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('analytical1');
    await page.keyboard.press('Enter');
    const phone = page.getByRole('textbox', { name: 'Phone 1' });
    await expect(phone).toBeFocused();
    expect(await inViewport(phone)).toBe(true);
    await expect(phone).toHaveAccessibleDescription('Enter a number or remove this row');
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await expect(phone).toHaveAccessibleDescription('Enter digits, spaces or dashes');
    await expect(page.getByRole('button', { name: 'Add a phone number' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Phone 2' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Phone 2' }).focus();
    await page.keyboard.type('+1 555 0100');
    await phone.focus();
    await page.keyboard.type('3 45 67');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Welcome, grace!')).toBeVisible();
  });
});

test('validateTrigger: the form checks on blur, an item on change, a rule on blur again', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'runs in the desktop project');
  await openDemoAlone(page, 'form-demo-validate-trigger');
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill('ada@');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await page.keyboard.press('Tab');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const handle = page.getByRole('textbox', { name: 'Handle' });
  await handle.pressSequentially('ab!');
  await expect(handle).toHaveAccessibleDescription(/Use letters, digits and _/);
  await page.keyboard.press('Backspace');
  await expect(handle).not.toHaveAttribute('aria-invalid');
  await page.keyboard.press('Tab');
  await expect(handle).toHaveAccessibleDescription(/Handle needs at least 4 characters/);
});

test('Input keeps its limits: emoji count as one, numbers come back into range on blur', async ({
  page,
}) => {
  await openDemoAlone(page, 'input-demo-limits');
  const nickname = page.getByRole('textbox', { name: 'Nickname' });
  await nickname.fill('👩‍💻👩‍💻你好abcdef');
  await expect(nickname).toHaveValue('👩‍💻👩‍💻你好abcd');
  const guests = page.getByRole('spinbutton', { name: 'Guests' });
  await guests.fill('12');
  await guests.blur();
  await expect(guests).toHaveValue('8');
  expect(await fontSize(guests)).toBeGreaterThanOrEqual(16);
});

test('TextArea grows with its text up to its most rows and counts characters', async ({ page }) => {
  await openDemoAlone(page, 'text-area-demo-auto-size');
  const field = page.getByRole('textbox', { name: 'Delivery instructions' });
  const height = () => field.evaluate((el) => el.getBoundingClientRect().height);
  const start = await height();
  await field.fill('Ring twice\nLeave at the door\nBehind the plant\nThanks');
  await expect.poll(height).toBeGreaterThan(start * 1.8);
  await field.fill(Array.from({ length: 12 }, (_, i) => `line ${i}`).join('\n'));
  await expect(field).toHaveAttribute('rows', '6');

  await openDemoAlone(page, 'text-area-demo-count');
  const review = page.getByRole('textbox', { name: 'Review' });
  await review.fill('Great 👍🏽🇯🇵');
  await expect(review).toHaveAccessibleDescription('8/100');
});

test('SearchBar filters only once an input-method word is complete, and searches on Enter', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'input-method composition is driven in the desktop project');
  await openDemoAlone(page, 'search-bar-demo-filter');
  const search = page.getByRole('searchbox', { name: 'Filter fruit' });
  const fruit = page.getByRole('list', { name: 'Fruit' }).getByRole('listitem');
  await search.focus();
  const commit = await compose(page, 'pingguo', '苹果');
  await expect(search).toHaveValue('pingguo');
  await expect(fruit).toHaveCount(6);
  await commit();
  await expect(search).toHaveValue('苹果');
  await expect(fruit).toHaveText(['Apple 苹果']);

  await openDemoAlone(page, 'search-bar-demo-basic');
  await expect(page.getByRole('search', { name: 'Search books' })).toBeVisible();
  const books = page.getByRole('searchbox', { name: 'Search books' });
  await books.focus();
  await page.keyboard.type('ma');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Found: Emma, Middlemarch')).toBeVisible();
});

test('SearchBar cancel shows while focused and clears by touch', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'touch runs in the mobile project');
  await openDemoAlone(page, 'search-bar-demo-cancel');
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toHaveCount(0);
  const search = page.getByRole('searchbox', { name: 'Search cities' });
  await search.tap();
  await page.keyboard.type('Porto');
  await cancel.tap();
  await expect(search).toHaveValue('');
  await expect(cancel).toHaveCount(0);
});
