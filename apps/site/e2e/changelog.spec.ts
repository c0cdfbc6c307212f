import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { upcomingChanges } from '../docs/guide/pendingChanges';
import { started } from './chunks';
import { released } from './releases';

/** The library's changes to come, read from the changesets as the page's loader reads them. */
const changesetDir = new URL('../../../.changeset/', import.meta.url);
const preRelease = existsSync(new URL('pre.json', changesetDir))
  ? (JSON.parse(readFileSync(new URL('pre.json', changesetDir), 'utf8')) as {
      changesets: string[];
    })
  : { changesets: [] };
const upcoming = upcomingChanges(
  Object.fromEntries(
    readdirSync(changesetDir)
      .filter((file) => file.endsWith('.md'))
      .map((file) => [file, readFileSync(new URL(file, changesetDir), 'utf8')]),
  ),
  '@tessera/mobile',
  preRelease.changesets,
);

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

test('the Upcoming tab lists the changes merged since the last release, and only the library’s', async ({
  page,
}) => {
  await page.goto('/guide/log');
  await started(page);
  await page
    .getByRole('navigation', { name: 'Page views' })
    .getByRole('link', { name: 'Upcoming' })
    .click();
  await expect(page).toHaveURL(/\/guide\/log\?tab=upcoming$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Next release' })).toBeVisible();
  await expect(page.getByText(`Changes merged since ${released[0]}`)).toBeVisible();

  // Each list holds the changesets not yet released, its code spans shown as code, or says so.
  for (const [heading, entries] of [
    ['New features and changes', upcoming.changes],
    ['Fixes', upcoming.fixes],
  ] as const) {
    const title = page.getByRole('heading', { level: 3, name: heading });
    if (entries.length === 0) {
      await expect(title.locator('xpath=following-sibling::*[1]')).toHaveText('None yet.');
      continue;
    }
    const items = title.locator('xpath=following-sibling::ul[1]').getByRole('listitem');
    await expect(items).toHaveText(entries.map((entry) => entry.replaceAll('`', '')));
  }
  await expect(page.getByText(`: ${upcoming.count} in all.`, { exact: false })).toBeVisible();
  // A released change is in the changelog, not here; a change of the docs packages is in neither.
  await expect(page.getByText(/^Adds Badge: a count/)).toHaveCount(0);
  await expect(page.getByText(/^Pages can hold callouts/)).toHaveCount(0);
});

test('each line of a pending change is a whole change, as the Upcoming tab lists it', () => {
  // A summary wrapped over two lines would show as two broken entries.
  const broken = [...upcoming.changes, ...upcoming.fixes].filter(
    (entry) => !/[.!?:][)"'`]*$/.test(entry),
  );
  expect(broken).toEqual([]);
});

test('a change a pre-release published is no longer upcoming', () => {
  const files = {
    '.changeset/adds-tag.md': "---\n'@tessera/mobile': minor\n---\n\nAdds `Tag`.\n",
    '.changeset/fixes-toast.md': "---\n'@tessera/mobile': patch\n---\n\nFixes `Toast`.\n",
    '.changeset/docs-only.md': "---\n'@tessera/docs-theme': minor\n---\n\nA docs change.\n",
  };
  expect(upcomingChanges(files, '@tessera/mobile')).toEqual({
    changes: ['Adds `Tag`.'],
    fixes: ['Fixes `Toast`.'],
    count: 2,
  });
  expect(upcomingChanges(files, '@tessera/mobile', ['adds-tag'])).toEqual({
    changes: [],
    fixes: ['Fixes `Toast`.'],
    count: 1,
  });
});
