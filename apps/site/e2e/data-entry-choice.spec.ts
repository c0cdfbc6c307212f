import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone, tabIntoDemo } from './chunks';
import { onlyIn } from './projects';

/*
 * Checkbox and Radio on their standalone demo pages: every demo by touch (taps on the box or
 * its label) at phone width, and by keyboard (Tab, Space, arrows) at desktop width.
 */

test.describe('Checkbox', () => {
  test('by touch: a label checks its box, disabled boxes stay, a group keeps its maximum, select all', async ({
    page,
  }) => {
    onlyIn('mobile');
    await openDemoAlone(page, 'checkbox-demo-basic');
    await page.getByText('I accept the terms of use').tap();
    await expect(page.getByRole('checkbox', { name: 'I accept the terms of use' })).toBeChecked();
    await expect(page.getByText('Terms accepted.')).toBeVisible();
    await page.getByText('SMS receipts (not available)').tap({ force: true });
    await expect(page.getByRole('checkbox', { name: 'SMS receipts' })).not.toBeChecked();

    await openDemoAlone(page, 'checkbox-demo-custom-icon');
    await page.getByText('Add to favourites').tap();
    await expect(page.getByRole('checkbox', { name: 'Add to favourites' })).toBeChecked();
    await page.getByText('Join the waiting list').tap();
    await expect(page.getByRole('checkbox', { name: 'Join the waiting list' })).not.toBeChecked();

    await openDemoAlone(page, 'checkbox-demo-group-with-max');
    await page.getByText('Peppers', { exact: true }).tap();
    await expect(page.getByText('Chosen: Olives, Peppers')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Onions' })).toBeDisabled();
    await page.getByText('Olives', { exact: true }).tap();
    await expect(page.getByRole('checkbox', { name: 'Onions' })).toBeEnabled();

    await openDemoAlone(page, 'checkbox-demo-select-all');
    const all = page.getByRole('checkbox', { name: 'Every weekday' });
    const weekdays = page.getByRole('group', { name: 'Weekdays' }).getByRole('checkbox');
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await page.getByText('Every weekday').tap();
    await expect(all).toBeChecked();
    for (const day of await weekdays.all()) await expect(day).toBeChecked();
    await page.getByText('Tue', { exact: true }).tap();
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
  });

  test('by keyboard: Space checks, Tab skips disabled boxes, the group and select all follow', async ({
    page,
  }) => {
    onlyIn('desktop');
    await openDemoAlone(page, 'checkbox-demo-basic');
    await tabIntoDemo(page);
    const terms = page.getByRole('checkbox', { name: 'I accept the terms of use' });
    await expect(terms).toBeFocused();
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await expect(page.getByText('Terms accepted.')).toBeVisible();

    await openDemoAlone(page, 'checkbox-demo-custom-icon');
    await tabIntoDemo(page);
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Add to favourites' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Join the waiting list' })).not.toBeChecked();

    await openDemoAlone(page, 'checkbox-demo-group-with-max');
    await tabIntoDemo(page);
    await expect(page.getByRole('checkbox', { name: 'Olives' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByText('Chosen: Olives, Mushrooms')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Peppers' })).toBeDisabled();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Peppers' })).toBeEnabled();

    await openDemoAlone(page, 'checkbox-demo-select-all');
    await tabIntoDemo(page);
    const all = page.getByRole('checkbox', { name: 'Every weekday' });
    await expect(all).toBeFocused();
    await page.keyboard.press('Space');
    await expect(all).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Fri' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Mon' })).not.toBeChecked();
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
  });
});

test.describe('Radio', () => {
  test('by touch: a tap checks a radio and its group follows; a disabled radio stays unchecked', async ({
    page,
  }) => {
    onlyIn('mobile');
    await openDemoAlone(page, 'radio-demo-basic');
    await page.getByText('Express (next day)').tap();
    await expect(page.getByText('Selected: express')).toBeVisible();
    await page.getByText('Drone (not in your area)').tap({ force: true });
    await expect(page.getByRole('radio', { name: /Drone/ })).not.toBeChecked();
    await expect(page.getByText('Selected: express')).toBeVisible();

    await openDemoAlone(page, 'radio-demo-custom-icon');
    await page.getByText('Lifetime').tap();
    await expect(page.getByRole('radio', { name: 'Lifetime' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Yearly (2 months free)' })).not.toBeChecked();

    await openDemoAlone(page, 'radio-demo-horizontal-and-block');
    await page.getByText('Aisle').tap();
    await expect(page.getByRole('radio', { name: 'Aisle' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Window' })).not.toBeChecked();
    await page.getByText('中文').tap();
    await expect(page.getByRole('radio', { name: '中文' })).toBeChecked();
  });

  test('by keyboard: the group is one Tab stop; arrows check the next enabled radio, Home and End the ends', async ({
    page,
  }) => {
    onlyIn('desktop');
    await openDemoAlone(page, 'radio-demo-basic');
    const radio = (name: RegExp) => page.getByRole('radio', { name });
    await tabIntoDemo(page);
    await expect(radio(/Standard/)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(radio(/Express/)).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(radio(/Pick up/)).toBeFocused();
    await expect(radio(/Pick up/)).toBeChecked();
    await expect(page.getByText('Selected: pickup')).toBeVisible();
    await page.keyboard.press('Home');
    await expect(radio(/Standard/)).toBeChecked();
    await page.keyboard.press('End');
    await expect(radio(/Pick up/)).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(radio(/Standard/)).toBeChecked();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(radio(/Standard/)).toBeFocused();

    await openDemoAlone(page, 'radio-demo-custom-icon');
    await tabIntoDemo(page);
    await expect(radio(/Yearly/)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(radio(/Lifetime/)).toBeChecked();

    await openDemoAlone(page, 'radio-demo-horizontal-and-block');
    await tabIntoDemo(page);
    await expect(radio(/Window/)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(radio(/Middle/)).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(radio(/English/)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(radio(/English/)).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(radio(/中文/)).toBeChecked();
  });
});
