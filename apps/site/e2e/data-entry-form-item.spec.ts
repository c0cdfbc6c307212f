import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone, tabIntoDemo } from './chunks';
import { onlyIn } from './projects';

/*
 * FormItem on its standalone demo pages: a custom control, label with help and extra content,
 * and native controls, by touch on a phone and by keyboard on a desktop.
 */

test.describe('FormItem', () => {
  test('by touch: a custom stepper, help and extra content, and native controls', async ({
    page,
  }) => {
    onlyIn('mobile');
    await openDemoAlone(page, 'form-item-demo-custom-control');
    const tickets = page.getByRole('group', { name: 'Tickets' });
    const more = page.getByRole('button', { name: 'More' });
    for (let i = 0; i < 6; i += 1) await more.tap();
    await expect(tickets.getByRole('status')).toHaveText('7');
    await expect(tickets).toHaveAccessibleDescription('Book 1 to 6 tickets');
    await page.getByRole('button', { name: 'Fewer' }).tap();
    await page.getByRole('button', { name: 'Book' }).tap();
    await expect(page.getByText('6 tickets booked')).toBeVisible();

    await openDemoAlone(page, 'form-item-demo-label-help-extra');
    const phone = page.getByRole('textbox', { name: 'Mobile number' });
    await expect(phone).toHaveAccessibleDescription('We send a one-time code to it');
    await expect(phone).toHaveAttribute('aria-required', 'true');
    await page.getByRole('textbox', { name: 'Code' }).tap();
    await page.keyboard.type('123');
    await expect(page.getByRole('textbox', { name: 'Code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.getByRole('button', { name: 'Send code' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Code sent' })).toHaveCount(1);

    await openDemoAlone(page, 'form-item-demo-native-controls');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('Japan');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('jp');
    const news = page.getByRole('checkbox', { name: 'Send me news' });
    await news.tap();
    await expect(news).not.toBeChecked();
  });

  test('by keyboard: a custom stepper, help and extra content, and native controls', async ({
    page,
  }) => {
    onlyIn('desktop');
    await openDemoAlone(page, 'form-item-demo-custom-control');
    const tickets = page.getByRole('group', { name: 'Tickets' });
    await tabIntoDemo(page);
    await expect(page.getByRole('button', { name: 'Fewer' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tickets.getByRole('status')).toHaveText('0');
    await expect(tickets).toHaveAccessibleDescription('Book 1 to 6 tickets');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'More' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('2 tickets booked')).toBeVisible();

    await openDemoAlone(page, 'form-item-demo-label-help-extra');
    await tabIntoDemo(page);
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeFocused();
    await page.keyboard.type('+47 912 34 567');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123456');
    await expect(page.getByRole('textbox', { name: 'Code' })).not.toHaveAttribute('aria-invalid');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send code' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Code sent' })).toHaveCount(1);

    await openDemoAlone(page, 'form-item-demo-native-controls');
    await tabIntoDemo(page);
    const country = page.getByRole('combobox', { name: 'Country' });
    await expect(country).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(country).toHaveValue('pt');
    // A row with onClick is a button named by its label and described by its value.
    await page.keyboard.press('Tab');
    const size = page.getByRole('button', { name: 'Size' });
    await expect(size).toBeFocused();
    await expect(size).toHaveAccessibleDescription('M');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'L', exact: true }).click();
    await expect(size).toHaveAccessibleDescription('L');
    await expect(size).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Send me news' })).not.toBeChecked();
  });
});
