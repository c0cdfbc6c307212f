import { expect, test } from '@tessera/playwright-config/fixtures';
import { openSettings } from './chrome';
import { pauseClock, START } from './searchPage';
import { started } from './chunks';

/** The demo block of a component page: its frame, its code, its toolbar and its switches. */

/** Demos render inside this frame; what is in it is the component library's markup. */
const DEMO_FRAME = '[data-demo-frame]';

test.describe('demo block', () => {
  test('the demo sits inside the rounded screen, with its title right below', async ({ page }) => {
    await page.goto('/components/tm-button');
    await started(page);
    const demo = page.getByRole('region', { name: 'Fill and colour' });
    const screen = await demo.locator(DEMO_FRAME).boundingBox();
    const first = await demo.getByRole('button', { name: 'default' }).first().boundingBox();
    const title = await demo.getByRole('heading', { name: 'Fill and colour' }).boundingBox();
    expect(first!.x - screen!.x, 'clear of the left edge').toBeGreaterThanOrEqual(8);
    expect(first!.y - screen!.y, 'clear of the top edge').toBeGreaterThanOrEqual(8);
    // The stage's and the description's own padding, no article heading margin on top.
    expect(title!.y - (screen!.y + screen!.height)).toBeLessThanOrEqual(32);
  });

  test('shows code, copies with a 2 second indicator, and offers a QR code', async ({
    page,
    context,
    problems,
    isMobile,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install({ time: START });
    await page.goto('/components/tm-button');
    await started(page);
    // The demos on screen load their code after the page starts: let them, then stop time.
    await page.waitForLoadState('networkidle');
    await pauseClock(page);
    const demo = page.getByRole('region', { name: 'Fill and colour' });
    await demo.getByRole('button', { name: 'Show Code' }).click();
    await expect(demo.getByRole('button', { name: 'Hide Code' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(demo.locator('pre')).toContainText('import');
    // The language of the demo's file, as a page's code block shows its own.
    await expect(demo.getByText('tsx', { exact: true })).toBeVisible();

    await demo.getByRole('button', { name: 'Copy code' }).click();
    await expect(demo.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(demo.getByRole('status')).toHaveText('Copied');
    await page.clock.runFor(1999);
    await expect(demo.getByRole('button', { name: 'Copied' })).toBeVisible();
    await page.clock.runFor(1);
    await expect(demo.getByRole('button', { name: 'Copy code' })).toBeVisible();

    // React reveals the lazily loaded QR code on its own timers.
    await page.clock.resume();
    // A phone has nothing to scan the code with, so it offers none (see reader.spec.ts).
    if (!isMobile) {
      await demo.getByRole('button', { name: 'QR code' }).click();
      await expect(demo.getByRole('img', { name: 'QR code' })).toBeVisible();
    }
    await expect(demo.getByRole('link', { name: 'Open in separate page' })).toHaveAttribute(
      'href',
      /^\/~demos\/button-demo-/,
    );

    await demo.getByRole('button', { name: 'Hide Code' }).click();
    await expect(demo.locator('pre')).toBeHidden();
    await expect(demo.getByRole('button', { name: 'Show Code' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(await problems.csp()).toEqual([]);
  });

  test('the dark theme follows the site until set for the demo', async ({ page, isMobile }) => {
    await page.goto('/components/tm-button');
    await started(page);
    const demo = page.getByRole('region', { name: 'Fill and colour' });
    const darkSwitch = demo.getByRole('switch', { name: 'Dark theme' });
    await expect(darkSwitch).not.toBeChecked();
    const settings = await openSettings(page, isMobile);
    await settings.getByRole('button', { name: 'Dark Mode' }).click();
    if (isMobile) await page.keyboard.press('Escape');
    await expect(darkSwitch).toBeChecked();
    await darkSwitch.uncheck();
    await expect(darkSwitch).not.toBeChecked();
    await expect(demo.getByRole('switch', { name: 'Compact theme' })).not.toBeChecked();
  });

  test("the site's compact switch gives that demo the library's compact theme", async ({
    page,
  }) => {
    await page.goto('/components/tm-button');
    await started(page);
    const demo = page.getByRole('region', { name: 'Fill and colour' });
    const button = demo.getByRole('button').first();
    const fontSize = () => button.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const regular = await fontSize();
    await demo.getByRole('switch', { name: 'Compact theme' }).check();
    await expect.poll(fontSize).toBeLessThan(regular);
    const other = page.getByRole('region', { name: 'Size, shape and block' });
    await expect(other.getByRole('switch', { name: 'Compact theme' })).not.toBeChecked();
  });
});
