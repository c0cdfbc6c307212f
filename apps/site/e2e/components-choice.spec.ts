import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone } from './chunks';

/*
 * The choice controls of @tessera/mobile on their standalone demo pages: keyboard at desktop
 * width, touch (real touch events through CDP) at phone width.
 */

test('Checkbox: once two are checked by tap, the others are disabled', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'touch at phone width');
  await openDemoAlone(page, 'checkbox-demo-group-with-max');
  await page.getByText('Peppers', { exact: true }).tap();
  await expect(page.getByText('Chosen: Olives, Peppers')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Onions' })).toBeDisabled();
  await page.getByText('Olives', { exact: true }).tap();
  await expect(page.getByRole('checkbox', { name: 'Onions' })).toBeEnabled();
});
