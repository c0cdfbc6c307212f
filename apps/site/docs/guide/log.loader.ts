/// <reference types="vite/client" />
import changelog from '../../../../packages/mobile/CHANGELOG.md?raw';
import { upcomingChanges } from './pendingChanges';
import { readReleases } from './releases';

// The changesets merged since the last release: `changeset version` turns them into the next
// release's entries of the changelog, and deletes them.
const changesets = import.meta.glob<string>('../../../../.changeset/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
// In pre-release mode the released changesets stay, listed in pre.json (absent otherwise).
const preRelease = import.meta.glob<{ changesets?: string[] }>('../../../../.changeset/pre.json', {
  import: 'default',
  eager: true,
});
const releasedChangesets = Object.values(preRelease)[0]?.changesets ?? [];

/**
 * The changelog page's route loader: the release list, with the latest release first, and
 * the changes of the next release.
 */
export default function loader() {
  const releases = readReleases(changelog);
  return {
    latest: releases[0] ?? null,
    count: releases.length,
    releases,
    upcoming: upcomingChanges(changesets, '@tessera/mobile', releasedChangesets),
  };
}
