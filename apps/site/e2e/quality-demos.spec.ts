import { expect, test } from '@tessera/playwright-config/fixtures';
import { hydrationErrors, started } from './chunks';

/*
 * A demo that throws while rendering (TEST-PLAN R-14): its error shows in its own block, and
 * the rest of the page (other demos, code, navigation) keeps working.
 */

const BROKEN = 'The fill and colour demo broke';

test.beforeEach(async ({ page, problems }) => {
  // React reports the caught error, and the demo block logs it for the author.
  problems.allow(new RegExp(BROKEN));
  await page.route(/\/assets\/fill-and-color-[^/]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `export default function FillAndColor() { throw new Error('${BROKEN}'); }`,
    }),
  );
});

test('R-14 on its page, loaded directly: the error in its block, the page works', async ({
  page,
}) => {
  await page.goto('/components/tm-button');
  await started(page);
  const broken = page.getByRole('region', { name: 'Fill and colour' });
  await expect(broken.getByRole('alert')).toContainText('This demo failed to render');
  await expect(broken.getByRole('alert')).toContainText(`Error: ${BROKEN}`);

  const next = page.getByRole('region', { name: 'Size, shape and block' });
  await expect(next.getByRole('button', { name: 'Place order' })).toBeVisible();
  await next.getByRole('button', { name: 'Show Code' }).click();
  await expect(next.locator('pre')).toContainText('import');
  // The broken demo's own code can still be read.
  await broken.getByRole('button', { name: 'Show Code' }).click();
  await expect(broken.locator('pre')).toContainText('FillAndColor');
  await page.getByRole('link', { name: /NEXT\s*Icon/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Icon' })).toBeVisible();
  expect(await hydrationErrors(page)).toEqual([]);
});

test('R-14 on its page, reached by a link: the error in its block, the page works', async ({
  page,
}) => {
  await page.goto('/components/tm-icon');
  await started(page);
  await page.getByRole('link', { name: /PREV\s*Button/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
  const broken = page.getByRole('region', { name: 'Fill and colour' });
  await expect(broken.getByRole('alert')).toContainText(`Error: ${BROKEN}`);
  await expect(
    page.getByRole('region', { name: 'Size, shape and block' }).getByRole('button').first(),
  ).toBeVisible();
});

test('R-14 alone on its own page: the error in place of the demo', async ({ page }) => {
  await page.goto('/~demos/button-demo-fill-and-color');
  await started(page);
  await expect(page.getByRole('alert')).toContainText('This demo failed to render');
  await expect(page.getByRole('alert')).toContainText(`Error: ${BROKEN}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fill and colour' })).toBeAttached();

  // Another demo opened alone still works.
  await page.goto('/~demos/button-demo-size-and-shape');
  await started(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button').first()).toBeVisible();
});
