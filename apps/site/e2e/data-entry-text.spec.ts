import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone, tabIntoDemo } from './chunks';
import { onlyIn } from './projects';

/*
 * Input, TextArea and SearchBar on their standalone demo pages: every demo by touch on a phone
 * and by keyboard on a desktop, and what jsdom cannot show (font size, real input-method
 * composition, rows growing with the text).
 */

const fontSize = (field: Locator) =>
  field.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

const heightOf = (field: Locator) => field.evaluate((el) => el.getBoundingClientRect().height);

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

test.describe('Input', () => {
  test('by touch: clear, a shaped controlled value, Enter to send, and the limits', async ({
    page,
  }) => {
    onlyIn('mobile');
    await openDemoAlone(page, 'input-demo-basic');
    const city = page.getByRole('textbox', { name: 'City' });
    await page.getByRole('button', { name: 'Clear' }).tap();
    await expect(city).toHaveValue('');
    const voucher = page.getByRole('textbox', { name: 'Voucher' });
    await voucher.tap();
    await page.keyboard.type('spring');
    await expect(voucher).toHaveValue('SPRING');
    await expect(voucher).toHaveAccessibleDescription('Applied: SPRING');
    // The voucher's clear button shows only while the field has focus, and works by touch.
    const clears = page.getByRole('button', { name: 'Clear' });
    await expect(clears).toHaveCount(1);
    await city.tap();
    await expect(clears).toHaveCount(0);
    await voucher.tap();
    await clears.tap();
    await expect(voucher).toHaveValue('');
    await expect(voucher).toBeFocused();

    await openDemoAlone(page, 'input-demo-enter-key');
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.tap();
    await page.keyboard.type('On my way');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Sent messages' })).toHaveText('On my way');
    await expect(message).toHaveValue('');

    await openDemoAlone(page, 'input-demo-limits');
    const nickname = page.getByRole('textbox', { name: 'Nickname' });
    await nickname.tap();
    await page.keyboard.insertText('👩‍💻👩‍💻你好abcdef');
    await expect(nickname).toHaveValue('👩‍💻👩‍💻你好abcd');
    const guests = page.getByRole('spinbutton', { name: 'Guests' });
    expect(await fontSize(guests)).toBeGreaterThanOrEqual(16);
    await guests.tap();
    await page.keyboard.type('12');
    await nickname.tap();
    await expect(guests).toHaveValue('8');
  });

  test('by keyboard: clear, a shaped controlled value, Enter to send, and the limits', async ({
    page,
  }) => {
    onlyIn('desktop');
    await openDemoAlone(page, 'input-demo-basic');
    const city = page.getByRole('textbox', { name: 'City' });
    await tabIntoDemo(page);
    await expect(city).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(city).toHaveValue('');
    await expect(city).toBeFocused();
    await page.keyboard.press('Tab');
    const voucher = page.getByRole('textbox', { name: 'Voucher' });
    await expect(voucher).toBeFocused();
    await page.keyboard.type('spring');
    await expect(voucher).toHaveValue('SPRING');
    await expect(voucher).toHaveAccessibleDescription('Applied: SPRING');
    // Tab from the field onto its clear button keeps the button, which clears by Enter.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Clear' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(voucher).toHaveValue('');
    await expect(voucher).toBeFocused();
    await page.keyboard.type('ab');
    await expect(page.getByRole('button', { name: 'Clear' })).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(city).toBeFocused();
    await expect(page.getByRole('button', { name: 'Clear' })).toHaveCount(0);

    await openDemoAlone(page, 'input-demo-enter-key');
    await tabIntoDemo(page);
    await page.keyboard.type('On my way');
    await page.keyboard.press('Enter');
    await page.keyboard.type('   ');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('list', { name: 'Sent messages' }).getByRole('listitem'),
    ).toHaveText(['On my way']);

    await openDemoAlone(page, 'input-demo-limits');
    await tabIntoDemo(page);
    const nickname = page.getByRole('textbox', { name: 'Nickname' });
    await expect(nickname).toBeFocused();
    await page.keyboard.insertText('👩‍💻👩‍💻你好abcdef');
    await expect(nickname).toHaveValue('👩‍💻👩‍💻你好abcd');
    await page.keyboard.press('Tab');
    const guests = page.getByRole('spinbutton', { name: 'Guests' });
    await page.keyboard.type('12');
    await page.keyboard.press('Shift+Tab');
    await expect(guests).toHaveValue('8');
    await page.keyboard.press('Tab');
    await expect(guests).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(guests).toHaveValue('7');
  });
});

test.describe('TextArea', () => {
  test('by touch: grows with its text, counts characters, and counts down to a cleared text', async ({
    page,
  }) => {
    onlyIn('mobile');
    await openDemoAlone(page, 'text-area-demo-auto-size');
    const field = page.getByRole('textbox', { name: 'Delivery instructions' });
    const start = await heightOf(field);
    await field.tap();
    await field.fill('Ring twice\nLeave at the door\nBehind the plant\nThanks');
    await expect.poll(() => heightOf(field)).toBeGreaterThan(start * 1.8);
    await field.fill(Array.from({ length: 12 }, (_, i) => `line ${i}`).join('\n'));
    await expect(field).toHaveAttribute('rows', '6');

    await openDemoAlone(page, 'text-area-demo-count');
    const review = page.getByRole('textbox', { name: 'Review' });
    await review.tap();
    await page.keyboard.insertText('Great 👍🏽🇯🇵');
    await expect(review).toHaveAccessibleDescription('8/100');

    await openDemoAlone(page, 'text-area-demo-custom-count');
    const bio = page.getByRole('textbox', { name: 'Bio' });
    await expect(page.getByText('46 characters left')).toBeVisible();
    await bio.tap();
    await page.keyboard.press('End');
    await page.keyboard.type(' Hi');
    await expect(page.getByText('43 characters left')).toBeVisible();
    await page.getByRole('button', { name: 'Clear bio' }).tap();
    await expect(bio).toHaveValue('');
    await expect(page.getByText('80 characters left')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear bio' })).toBeDisabled();
  });

  test('by keyboard: Enter adds rows up to six, the count follows, and Clear bio clears', async ({
    page,
  }) => {
    onlyIn('desktop');
    await openDemoAlone(page, 'text-area-demo-auto-size');
    await tabIntoDemo(page);
    const field = page.getByRole('textbox', { name: 'Delivery instructions' });
    await expect(field).toBeFocused();
    const start = await heightOf(field);
    for (const line of ['Ring twice', 'Leave at the door', 'Behind the plant', 'Thanks']) {
      await page.keyboard.type(line);
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => heightOf(field)).toBeGreaterThan(start * 1.8);

    await openDemoAlone(page, 'text-area-demo-count');
    await tabIntoDemo(page);
    await page.keyboard.type('Loved it');
    await expect(page.getByRole('textbox', { name: 'Review' })).toHaveAccessibleDescription(
      '8/100',
    );

    await openDemoAlone(page, 'text-area-demo-custom-count');
    await tabIntoDemo(page);
    await expect(page.getByRole('textbox', { name: 'Bio' })).toBeFocused();
    await page.keyboard.type('!');
    await expect(page.getByText('45 characters left')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Bio' })).toHaveValue('');
    await expect(page.getByText('80 characters left')).toBeVisible();
  });
});

test.describe('SearchBar', () => {
  test('by touch: search on the keyboard’s search key, clear, cancel, and filter as you type', async ({
    page,
  }) => {
    onlyIn('mobile');
    await openDemoAlone(page, 'search-bar-demo-basic');
    const books = page.getByRole('searchbox', { name: 'Search books' });
    await books.tap();
    await page.keyboard.type('ma');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Found: Emma, Middlemarch')).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).tap();
    await expect(books).toHaveValue('');
    await expect(page.getByText('Found: Emma, Middlemarch')).toHaveCount(0);

    await openDemoAlone(page, 'search-bar-demo-cancel');
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveCount(0);
    const cities = page.getByRole('searchbox', { name: 'Search cities' });
    await cities.tap();
    await page.keyboard.type('Porto');
    await cancel.tap();
    await expect(cities).toHaveValue('');
    await expect(cancel).toHaveCount(0);

    await openDemoAlone(page, 'search-bar-demo-filter');
    await page.getByRole('searchbox', { name: 'Filter fruit' }).tap();
    await page.keyboard.type('an');
    await expect(page.getByRole('list', { name: 'Fruit' }).getByRole('listitem')).toHaveText([
      'Banana 香蕉',
      'Mango 芒果',
    ]);
  });

  test('by keyboard: Enter searches, an input-method word filters once complete, Tab reaches Cancel', async ({
    page,
  }) => {
    onlyIn('desktop');
    await openDemoAlone(page, 'search-bar-demo-basic');
    await expect(page.getByRole('search', { name: 'Search books' })).toBeVisible();
    await tabIntoDemo(page);
    await expect(page.getByRole('searchbox', { name: 'Search books' })).toBeFocused();
    await page.keyboard.type('ma');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Found: Emma, Middlemarch')).toBeVisible();

    await openDemoAlone(page, 'search-bar-demo-filter');
    const search = page.getByRole('searchbox', { name: 'Filter fruit' });
    const fruit = page.getByRole('list', { name: 'Fruit' }).getByRole('listitem');
    await tabIntoDemo(page);
    await expect(search).toBeFocused();
    const commit = await compose(page, 'pingguo', '苹果');
    await expect(search).toHaveValue('pingguo');
    await expect(fruit).toHaveCount(6);
    await commit();
    await expect(search).toHaveValue('苹果');
    await expect(fruit).toHaveText(['Apple 苹果']);

    await openDemoAlone(page, 'search-bar-demo-cancel');
    await tabIntoDemo(page);
    const cities = page.getByRole('searchbox', { name: 'Search cities' });
    await expect(cities).toBeFocused();
    await page.keyboard.type('Porto');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cities).toHaveValue('');
  });
});
