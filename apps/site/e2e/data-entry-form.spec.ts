import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone, tabIntoDemo } from './chunks';
import { onlyIn } from './projects';

/*
 * Form on its standalone demo pages: every demo by touch on a phone and by keyboard on a
 * desktop, and what jsdom cannot show (font size, scrolling to a field, label placement).
 */

const fontSize = (field: Locator) =>
  field.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

const inViewport = (field: Locator) =>
  field.evaluate((el) => {
    const { top, bottom } = el.getBoundingClientRect();
    return top >= 0 && bottom <= window.innerHeight;
  });

/** The label sits above its field (vertical layout) rather than beside it. */
async function labelAbove(page: Page, name: string) {
  const label = (await page.locator('label', { hasText: name }).boundingBox())!;
  const field = (await page.getByRole('textbox', { name }).boundingBox())!;
  return label.y + label.height <= field.y;
}

test.describe('sign-up form', () => {
  test('by touch: a failed submit focuses the first invalid field; fixing every field signs up', async ({
    page,
    problems,
  }) => {
    onlyIn('mobile');
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
    // Shown, and said once by the status region the toast fills.
    await expect(page.getByText('Welcome, ada_l!').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Welcome, ada_l!' })).toHaveCount(1);
    expect(await problems.csp()).toEqual([]);
  });

  test('by keyboard: Enter submits, the first invalid field below is scrolled to and focused', async ({
    page,
  }) => {
    onlyIn('desktop');
    await openDemoAlone(page, 'form-demo-sign-up');
    const username = page.getByRole('textbox', { name: 'Username' });
    await tabIntoDemo(page);
    await expect(username).toBeFocused();
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
    // Shown, and said once by the status region the toast fills.
    await expect(page.getByText('Welcome, grace!').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Welcome, grace!' })).toHaveCount(1);
  });
});

test.describe('validateTrigger', () => {
  test('by keyboard: the form checks on blur, an item on change, a rule on blur again', async ({
    page,
  }) => {
    onlyIn('desktop');
    await openDemoAlone(page, 'form-demo-validate-trigger');
    const email = page.getByRole('textbox', { name: 'Email' });
    await tabIntoDemo(page);
    await expect(email).toBeFocused();
    await page.keyboard.type('ada@');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await page.keyboard.press('Tab');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Tab');
    const handle = page.getByRole('textbox', { name: 'Handle' });
    await expect(handle).toBeFocused();
    await page.keyboard.type('ab!');
    await expect(handle).toHaveAccessibleDescription(/Use letters, digits and _/);
    await page.keyboard.press('Backspace');
    await expect(handle).not.toHaveAttribute('aria-invalid');
    await page.keyboard.press('Tab');
    await expect(handle).toHaveAccessibleDescription(/Handle needs at least 4 characters/);
  });

  test('by touch: leaving a field checks it; the invite code is checked as it is typed', async ({
    page,
  }) => {
    onlyIn('mobile');
    await openDemoAlone(page, 'form-demo-validate-trigger');
    const email = page.getByRole('textbox', { name: 'Email' });
    const code = page.getByRole('textbox', { name: 'Invite code' });
    await email.tap();
    await page.keyboard.type('ada@');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await code.tap();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.type('ab');
    await expect(code).toHaveAccessibleDescription(/Invite code must have exactly 6 characters/);
    await code.fill('AB12CD');
    await expect(code).not.toHaveAttribute('aria-invalid');
    await email.tap();
    await page.keyboard.type('example.com');
    await code.tap();
    await expect(email).not.toHaveAttribute('aria-invalid');
  });
});

test.describe('form instance and layout', () => {
  test('by touch: Fill in, Check and Reset drive the form; the layout and disabled buttons reshape it', async ({
    page,
  }) => {
    onlyIn('mobile');
    await openDemoAlone(page, 'form-demo-instance');
    const company = page.getByRole('textbox', { name: 'Company' });
    const vat = page.getByRole('textbox', { name: 'VAT number' });
    await page.getByRole('button', { name: 'Check' }).tap();
    await expect(page.getByRole('status').filter({ hasText: '2 fields to fix' })).toHaveCount(1);
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Fill in' }).tap();
    await expect(company).toHaveValue('Analytical Engines Ltd');
    await expect(vat).toHaveValue('GB123');
    await page.getByRole('button', { name: 'Check' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'All fields are valid' })).toHaveCount(
      1,
    );
    await page.getByRole('button', { name: 'Reset' }).tap();
    await expect(company).toHaveValue('');
    await expect(vat).toHaveCount(0);

    await openDemoAlone(page, 'form-demo-layout');
    await page.getByRole('button', { name: 'vertical' }).tap();
    await expect(page.getByRole('button', { name: 'vertical' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await labelAbove(page, 'Name')).toBe(true);
    const weight = page.getByRole('spinbutton', { name: 'Parcel weight' });
    await weight.tap();
    await weight.fill('40');
    await page.getByRole('textbox', { name: 'Note for the courier' }).tap();
    await expect(weight).toHaveValue('30');
    await page.keyboard.type('Gate 42');
    await expect(page.getByText('7/120')).toBeVisible();
    await page.getByRole('button', { name: 'Disabled' }).tap();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  });

  test('by keyboard: the instance buttons and the layout buttons work with Tab and Enter; arrows step the weight', async ({
    page,
  }) => {
    onlyIn('desktop');
    await openDemoAlone(page, 'form-demo-instance');
    await tabIntoDemo(page);
    await expect(page.getByRole('button', { name: 'Fill in' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'VAT number' })).toHaveValue('GB123');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'All fields are valid' })).toHaveCount(
      1,
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Difference Engines');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('spinbutton', { name: 'Employees' })).toHaveValue('4');

    await openDemoAlone(page, 'form-demo-layout');
    await tabIntoDemo(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'vertical' })).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await labelAbove(page, 'Name')).toBe(true);
    const weight = page.getByRole('spinbutton', { name: 'Parcel weight' });
    // Past Disabled, Name and its clear button.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(weight).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(weight).toHaveValue('2.6');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Disabled' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(weight).toBeDisabled();
  });
});
