import type { Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { countDocuments, followSidebarLink, started } from './chunks';

/*
 * Back, Forward and a reload return the reader to the exact place they left a page
 * (TEST-PLAN ), however long the page and however many of its demos load again;
 * a page reached by a link starts at its top.
 */

/** A long page: many demos and API tables, most of them far below the first screen. */
const LONG_PAGE = '/components/tm-button';

/**
 * Where the reader is once the page has stopped moving (demos near the viewport load, and
 * blocks the browser skipped take their real height as they come into view): the scroll
 * offset, and the first heading in view with its distance from the top of the viewport,
 * which shows whether the same content is where it was.
 */
async function readerPlace(page: Page) {
  await page.waitForLoadState('networkidle');
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const place = () => {
      const inView = [...document.querySelectorAll('main h2, main h3')].find(
        (h) => h.getBoundingClientRect().top >= 0,
      );
      return {
        y: window.scrollY,
        heading: inView
          ? { text: inView.textContent, top: inView.getBoundingClientRect().top }
          : null,
      };
    };
    let last = '';
    for (let still = 0; still < 5;) {
      await frame();
      const now = JSON.stringify(place());
      still = now === last ? still + 1 : 0;
      last = now;
    }
    return place();
  });
}

async function scrollTo(page: Page, fraction: number) {
  await readerPlace(page);
  await page.evaluate((part) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.round(max * part));
  }, fraction);
  return readerPlace(page);
}

/**
 * The page is back at `place`: the same heading first in view, at the same distance from the
 * top, to the pixel. The scroll offset itself may differ when a block above was sized by the
 * browser's estimate when the reader left and by its content on return.
 */
async function expectBackAt(page: Page, place: Awaited<ReturnType<typeof readerPlace>>) {
  await expect(async () => {
    const now = await readerPlace(page);
    expect(now.heading?.text).toBe(place.heading?.text);
    expect(Math.abs(now.heading!.top - place.heading!.top)).toBeLessThanOrEqual(1);
  }).toPass({ timeout: 10_000 });
}

test('Back after a link from far down a long page lands where the reader left it', async ({
  page,
}) => {
  const documents = countDocuments(page);
  await page.goto(LONG_PAGE);
  await started(page);
  let left = await scrollTo(page, 0.6);
  // On phones the page scrolls a little to show the drawer's button: the reader leaves from there.
  await followSidebarLink(page, 'Icon', async () => (left = await readerPlace(page)));
  expect(left.y).toBeGreaterThan(1000);
  expect(left.heading).not.toBeNull();
  await expect(page.getByRole('heading', { level: 1, name: 'Icon' })).toBeVisible();
  // A page reached by a link starts at its top.
  expect((await readerPlace(page)).y).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeAttached();
  await expectBackAt(page, left);
  expect(documents, 'no reload').toEqual([LONG_PAGE]);
});

test('Back returns to a section opened by its address, past blocks never laid out', async ({
  page,
}) => {
  // The browser jumps to the section: the demos and the API table above it are skipped, and
  // only estimated, until the reader scrolls past them.
  await page.goto(`${LONG_PAGE}#css-variables`);
  await started(page);
  let left = await readerPlace(page);
  await followSidebarLink(page, 'Icon', async () => (left = await readerPlace(page)));
  expect(left.heading?.text).toMatch(/CSS variables|Accessibility/);
  await expect(page.getByRole('heading', { level: 1, name: 'Icon' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeAttached();
  await expectBackAt(page, left);
});

test('Forward and a reload return to the exact place too', async ({ page }) => {
  await page.goto(LONG_PAGE);
  await started(page);
  await scrollTo(page, 0.3);
  await followSidebarLink(page, 'Icon');
  await expect(page.getByRole('heading', { level: 1, name: 'Icon' })).toBeVisible();
  const onIcon = await scrollTo(page, 0.5);
  expect(onIcon.y).toBeGreaterThan(300);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeAttached();
  const onButton = await scrollTo(page, 0.7);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Icon' })).toBeAttached();
  await expectBackAt(page, onIcon);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeAttached();
  await expectBackAt(page, onButton);

  await page.reload();
  await started(page);
  await expectBackAt(page, onButton);
});

test('a fresh visit to an address starts at its top, not where an earlier visit left it', async ({
  page,
}) => {
  await page.goto(LONG_PAGE);
  await started(page);
  await scrollTo(page, 0.5);
  await page.goto('/guide');
  await started(page);
  await page.goto(LONG_PAGE);
  await started(page);
  expect((await readerPlace(page)).y).toBe(0);
});
