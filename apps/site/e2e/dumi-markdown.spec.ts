import { expect, test } from '@tessera/playwright-config/fixtures';
import { readFileSync } from 'node:fs';
import { started } from './chunks';

/*
 * dumi's markdown on the site's own pages (issue 15): the quick start embeds part of the
 * library's README, and the theme guide has a Badge in a heading and a demo named by its tag
 * (`<code id>`). The route crawl checks both pages with axe, in light and in dark.
 */
test.skip(({ isMobile }) => isMobile, 'the content is the same on phones');

const readme = readFileSync(new URL('../../../packages/mobile/README.md', import.meta.url), 'utf8');

test('the quick start shows the part of the README it embeds, and no more', async ({
  page,
  problems,
}) => {
  await page.goto('/guide');
  await started(page);
  const main = page.getByRole('main');
  // The embedded part: the install command and the sentence after it, as the README has them.
  const install = /```bash\n(.+)\n```\n\n(.+)\n/.exec(readme);
  expect(install).not.toBeNull();
  await expect(main.locator('pre code').first()).toHaveText(install![1]!);
  await expect(main.getByText(install![2]!.replaceAll('`', ''), { exact: true })).toBeVisible();
  // The rest of the README stays out: its title, its first lines and its later sections.
  await expect(main.getByText(readme.split('\n')[2]!)).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Testing code that opens overlays' })).toHaveCount(
    0,
  );
  expect(await problems.csp()).toEqual([]);
});

test('a Badge sits in its heading, out of its id; a demo named by its tag opens in its frame', async ({
  page,
  problems,
}) => {
  await page.goto('/guide/theme#configprovider');
  await started(page);
  const heading = page.getByRole('heading', { level: 2, name: 'ConfigProvider 5.0.8-alpha.1+' });
  await expect(heading).toHaveAttribute('id', 'configprovider');
  await expect(heading).toBeInViewport();
  const badge = heading.locator('[data-badge]');
  await expect(badge).toHaveText('5.0.8-alpha.1+');
  await expect(badge).toHaveAttribute('data-type', 'info');
  // The outline names the section without its badge.
  await expect(
    page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'ConfigProvider', exact: true }),
  ).toHaveAttribute('href', '#configprovider');

  // The Popup page's demo, shown here under the id its tag gives it.
  const demo = page.locator('#theme-demo-overlays-in-a-frame');
  await expect(demo.getByRole('heading', { name: 'Overlays in a container' })).toBeVisible();
  await demo.scrollIntoViewIfNeeded();
  await demo.getByRole('button', { name: 'bottom' }).click();
  const popup = page.getByRole('dialog', { name: 'Popup from the bottom' });
  await expect(popup).toBeVisible();
  // It opens inside the demo's phone frame, not over the window: once it has slid in, its
  // bottom edge is the frame's.
  const bottom = async (locator: typeof popup) => {
    const box = (await locator.boundingBox())!;
    return Math.round(box.y + box.height);
  };
  const frame = demo.locator('[data-demo-frame]');
  await expect.poll(() => bottom(popup)).toBe(await bottom(frame));
  const [popupBox, frameBox] = [(await popup.boundingBox())!, (await frame.boundingBox())!];
  expect(popupBox.width).toBeLessThanOrEqual(frameBox.width);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  expect(await problems.csp()).toEqual([]);
});
