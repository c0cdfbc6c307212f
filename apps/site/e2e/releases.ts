import { readFileSync } from 'node:fs';

const changelog = readFileSync(
  new URL('../../../packages/mobile/CHANGELOG.md', import.meta.url),
  'utf8',
);

/** The versions the library released, as its changelog lists them: newest first. */
export const released = [...changelog.matchAll(/^## (\S+)/gm)].map(([, version]) => version!);

/** The date of the latest release: the date of its first entry. */
export const latestDate = /^- (\d{4}-\d{2}-\d{2}):/m.exec(changelog)![1]!;
