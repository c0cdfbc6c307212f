import { readFileSync } from 'node:fs';
import { expect, test } from '@tessera/playwright-config/fixtures';

const changelog = readFileSync(
  new URL('../../../packages/mobile/CHANGELOG.md', import.meta.url),
  'utf8',
);
/** The versions the library released, as its changelog lists them: newest first. */
const released = [...changelog.matchAll(/^## (\S+)/gm)].map(([, version]) => version!);

test('the changelog lists every release, newest first, with its dated changes', async ({
  page,
  problems,
}) => {
  expect(released.length).toBeGreaterThan(1);
  await page.goto('/guide/log');
  const article = page.getByRole('article');
  // Each heading ends with its section link ('#').
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(
    released.map((version) => new RegExp(`^${version.replaceAll('.', '\\.')}#?$`)),
  );
  for (const version of released) {
    const heading = article.getByRole('heading', { level: 2, name: version });
    // Each release's changes follow its heading, each with its date.
    const changes = heading.locator('xpath=following-sibling::*[1]/following-sibling::ul[1]/li');
    await expect(changes.first()).toHaveText(/^\d{4}-\d{2}-\d{2}: \S/);
  }
  await expect(
    page.getByText(`Latest release: ${released[0]}, published on`, { exact: false }),
  ).toBeVisible();
  // How to release is for contributors (CONTRIBUTING.md), not for the people reading this page.
  await expect(page.getByRole('link', { name: 'Releasing' })).toHaveCount(0);
  await expect(page.getByText('changeset version')).toHaveCount(0);
  expect(await problems.csp()).toEqual([]);
});

test('the Upcoming tab lists the changes merged for the next release, and only the library’s', async ({
  page,
}) => {
  await page.goto('/guide/log');
  await page
    .getByRole('navigation', { name: 'Page views' })
    .getByRole('link', { name: 'Upcoming' })
    .click();
  await expect(page).toHaveURL(/\/guide\/log\?tab=upcoming$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Next release' })).toBeVisible();
  await expect(page.getByText(`Changes merged since ${released[0]}`)).toBeVisible();

  const features = page.getByRole('heading', { level: 3, name: 'New features and changes' });
  const fixes = page.getByRole('heading', { level: 3, name: 'Fixes' });
  const featureList = features.locator('xpath=following-sibling::ul[1]');
  const fixList = fixes.locator('xpath=following-sibling::ul[1]');
  const badge = featureList.getByRole('listitem').filter({ hasText: /^Adds Badge: a count/ });
  await expect(badge).toHaveCount(1);
  await expect(badge.getByRole('code').first()).toHaveText('Badge');
  await expect(
    fixList.getByRole('listitem').filter({ hasText: /^Colour roles meet WCAG AA contrast/ }),
  ).toHaveCount(1);
  // A change to the docs packages is not a change of the library.
  await expect(page.getByText(/^Pages can hold callouts/)).toHaveCount(0);

  const items =
    (await featureList.getByRole('listitem').count()) +
    (await fixList.getByRole('listitem').count());
  await expect(page.getByText(`: ${items} in all.`, { exact: false })).toBeVisible();
});
