import { readFileSync } from 'node:fs';
import { readReleases } from '../docs/guide/releases';

/** The library's releases as its changelog page reads them: newest first. */
const releases = readReleases(
  readFileSync(new URL('../../../packages/mobile/CHANGELOG.md', import.meta.url), 'utf8'),
);

export const released = releases.map((release) => release.version);

/** The date of the latest release: the date of its first entry. */
export const latestDate = releases[0]!.date!;
