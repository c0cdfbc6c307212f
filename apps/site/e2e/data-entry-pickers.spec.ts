import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone, tabIntoDemo } from './chunks';
import { onlyIn } from './projects';

/*
 * Switch, Selector and CheckList on their standalone demo pages: every demo by touch at phone
 * width, and by keyboard at desktop width.
 */

test.describe('Switch', () => {
  test('by touch: switches flip, a pending change spins then settles, loading blocks changes', async ({
    page,
  }) => {
    onlyIn('mobile');
    await openDemoAlone(page, 'switch-demo-basic');
    const wifi = page.getByRole('switch', { name: /Wi-Fi/ });
    await wifi.tap();
    await expect(wifi).not.toBeChecked();
    await expect(page.getByText('Wi-Fi is off')).toBeVisible();
    await page.getByText('Wi-Fi is off').tap();
    await expect(wifi).toBeChecked();
    await page.getByRole('switch', { name: 'Notifications' }).tap();
    await expect(page.getByRole('switch', { name: 'Notifications' })).toBeChecked();
    await page.getByRole('switch', { name: 'Locked setting' }).tap({ force: true });
    await expect(page.getByRole('switch', { name: 'Locked setting' })).toBeChecked();

    await openDemoAlone(page, 'switch-demo-before-change');
    const backup = page.getByRole('switch', { name: 'Cloud backup' });
    const message = page.getByRole('main').getByRole('status');
    await backup.tap();
    await expect(backup).toHaveAttribute('aria-busy', 'true');
    await expect(message).toHaveText('Backup is off.');
    await expect(backup).not.toBeChecked();
    await backup.tap();
    await expect(message).toHaveText('Could not turn backup on: Storage is full.');
    await expect(backup).not.toHaveAttribute('aria-busy');
    await expect(backup).not.toBeChecked();

    await openDemoAlone(page, 'switch-demo-loading-and-icons');
    const sharing = page.getByRole('switch', { name: 'Location sharing' });
    await sharing.tap({ force: true });
    await expect(sharing).not.toBeChecked();
    await page.getByRole('button', { name: 'Finish loading' }).tap();
    await sharing.tap();
    await expect(sharing).toBeChecked();
    await page.getByRole('switch', { name: 'Do not disturb' }).tap();
    await expect(page.getByRole('switch', { name: 'Do not disturb' })).not.toBeChecked();
  });

  test('by keyboard: Space flips a switch, waits for beforeChange, and does nothing while loading', async ({
    page,
  }) => {
    onlyIn('desktop');
    await openDemoAlone(page, 'switch-demo-basic');
    await tabIntoDemo(page);
    const wifi = page.getByRole('switch', { name: /Wi-Fi/ });
    await expect(wifi).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByText('Wi-Fi is off')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('switch', { name: 'Small switch' })).not.toBeChecked();

    await openDemoAlone(page, 'switch-demo-before-change');
    await tabIntoDemo(page);
    const backup = page.getByRole('switch', { name: 'Cloud backup' });
    const message = page.getByRole('main').getByRole('status');
    await expect(backup).toBeFocused();
    await page.keyboard.press('Space');
    await expect(backup).toHaveAttribute('aria-busy', 'true');
    await expect(backup).toBeChecked();
    await expect(message).toHaveText('Backup is off.');
    await expect(backup).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(message).toHaveText('Could not turn backup on: Storage is full.');
    await expect(backup).not.toBeChecked();

    await openDemoAlone(page, 'switch-demo-loading-and-icons');
    await tabIntoDemo(page);
    const sharing = page.getByRole('switch', { name: 'Location sharing' });
    await expect(sharing).toBeFocused();
    await page.keyboard.press('Space');
    await expect(sharing).not.toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Load again' })).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(sharing).toBeChecked();
  });
});

test.describe('Selector', () => {
  test('by touch: a tap picks a chip, a second tap clears it, several in multiple mode', async ({
    page,
  }) => {
    onlyIn('mobile');
    await openDemoAlone(page, 'selector-demo-basic');
    const option = (name: string) => page.getByRole('option', { name, exact: true });
    await option('L').tap();
    await expect(page.getByText('Size l; extras: none')).toBeVisible();
    await option('L').tap();
    await option('Gift wrap').tap();
    await option('Express').tap();
    await expect(page.getByText('Size not chosen; extras: wrap, express')).toBeVisible();

    await openDemoAlone(page, 'selector-demo-columns-and-description');
    await page.getByRole('option', { name: /Team/ }).tap();
    await expect(page.getByRole('option', { name: /Team/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('option', { name: /Plus/ })).toHaveAttribute(
      'aria-selected',
      'false',
    );

    await openDemoAlone(page, 'selector-demo-field-names');
    await page.getByRole('option', { name: /Lisbon/ }).tap();
    await page.getByRole('option', { name: /Osaka/ }).tap();
    await expect(page.getByText('Lisbon (LIS), Osaka (KIX)')).toBeVisible();
  });

  test('by keyboard: arrows move between chips, skipping disabled ones; Space and Enter select', async ({
    page,
  }) => {
    onlyIn('desktop');
    await openDemoAlone(page, 'selector-demo-basic');
    const size = page.getByRole('listbox', { name: 'Size' });
    await tabIntoDemo(page);
    await expect(size.getByRole('option', { name: 'M' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(size.getByRole('option', { name: 'L', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(size.getByRole('option', { name: 'S', exact: true })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Size s; extras: wrap')).toBeVisible();

    await openDemoAlone(page, 'selector-demo-columns-and-description');
    await tabIntoDemo(page);
    await expect(page.getByRole('option', { name: /Plus/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(page.getByRole('option', { name: /Team/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await openDemoAlone(page, 'selector-demo-field-names');
    await tabIntoDemo(page);
    await page.keyboard.press('Space');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Lisbon (LIS), Osaka (KIX)')).toBeVisible();
  });
});

test.describe('CheckList', () => {
  test('by touch: a tap checks a row and a second clears it; read-only and disabled rows stay', async ({
    page,
  }) => {
    onlyIn('mobile');
    await openDemoAlone(page, 'check-list-demo-basic');
    await page.getByRole('option', { name: 'Every day' }).tap();
    await expect(page.getByText('Repeats: day')).toBeVisible();
    await page.getByRole('option', { name: 'Every day' }).tap();
    await expect(page.getByText('Repeats: not set')).toBeVisible();

    await openDemoAlone(page, 'check-list-demo-custom-marks');
    await page.getByRole('option', { name: 'Profile' }).tap();
    await expect(page.getByRole('option', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('option', { name: 'Home' })).toHaveAttribute(
      'aria-selected',
      'false',
    );

    await openDemoAlone(page, 'check-list-demo-multiple');
    const row = (name: RegExp) => page.getByRole('option', { name });
    await row(/Offers/).tap();
    await row(/Security alerts/).tap();
    await row(/Beta features/).tap({ force: true });
    await expect(row(/Offers/)).toHaveAttribute('aria-selected', 'true');
    await expect(row(/Orders/)).toHaveAttribute('aria-selected', 'true');
    await expect(row(/Security alerts/)).toHaveAttribute('aria-selected', 'true');
    await expect(row(/Beta features/)).not.toHaveAttribute('aria-selected', 'true');
  });

  test('by keyboard: arrows move between rows, skipping disabled ones; Space and Enter check', async ({
    page,
  }) => {
    onlyIn('desktop');
    await openDemoAlone(page, 'check-list-demo-basic');
    await tabIntoDemo(page);
    await expect(page.getByRole('option', { name: /Every week/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(page.getByText('Repeats: month')).toBeVisible();

    await openDemoAlone(page, 'check-list-demo-custom-marks');
    await tabIntoDemo(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await openDemoAlone(page, 'check-list-demo-multiple');
    const row = (name: RegExp) => page.getByRole('option', { name });
    await tabIntoDemo(page);
    await expect(row(/Orders/)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(row(/Offers/)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(row(/Security alerts/)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(row(/Newsletter/)).toBeFocused();
  });
});
