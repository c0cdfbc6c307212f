/// <reference types="vite/client" />
import changelog from '../../../../packages/mobile/CHANGELOG.md?raw';
import { upcomingChanges } from './pendingChanges';

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
const released = Object.values(preRelease)[0]?.changesets ?? [];

export interface Release {
  version: string;
  /** The date of the release's entries (the changelog formatter writes one on each). */
  date?: string;
}

/** The releases of the changelog, newest first: version headings and their entries' date. */
export function readReleases(text: string): Release[] {
  const releases: Release[] = [];
  for (const line of text.split('\n')) {
    const heading = /^## (\S+)/.exec(line);
    if (heading) releases.push({ version: heading[1]! });
    const entry = /^- (\d{4}-\d{2}-\d{2}):/.exec(line);
    const current = releases.at(-1);
    if (entry && current && !current.date) current.date = entry[1];
  }
  return releases;
}

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
    upcoming: upcomingChanges(changesets, '@tessera/mobile', released),
  };
}
