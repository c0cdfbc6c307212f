/** A changeset not yet released: the bump it asks of one package, and its summary's lines. */
export interface PendingChange {
  bump: 'major' | 'minor' | 'patch';
  /** One entry per line of the summary (one sentence per change, as changesets are written). */
  entries: string[];
}

const BUMPS = new Set(['major', 'minor', 'patch']);

/**
 * The bump a changeset file asks of `pkg` and its summary, or null when it does not release
 * that package (or is not a changeset, as the folder's README).
 */
export function readChangeset(text: string, pkg: string): PendingChange | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) return null;
  let bump: string | undefined;
  for (const line of match[1]!.split('\n')) {
    const release = /^\s*(['"]?)(.+?)\1\s*:\s*(\w+)\s*$/.exec(line);
    if (release && release[2] === pkg) bump = release[3];
  }
  if (!bump || !BUMPS.has(bump)) return null;
  const entries = match[2]!
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return entries.length ? { bump: bump as PendingChange['bump'], entries } : null;
}

/** A changeset's name: its file name without the folder and `.md`. */
const changesetName = (file: string) => file.replace(/^.*\//, '').replace(/\.md$/, '');

/**
 * The changes of the next release: new features and changes (breaking ones first), and fixes,
 * each in the order of the changeset files' names. `released` names the changesets a
 * pre-release already published (`changeset version` keeps their files in pre-release mode
 * and lists them in `pre.json`): they are in the changelog, not to come.
 */
export function upcomingChanges(
  files: Record<string, string>,
  pkg: string,
  released: readonly string[] = [],
) {
  const done = new Set(released);
  const byBump = { major: [] as string[], minor: [] as string[], patch: [] as string[] };
  for (const name of Object.keys(files).sort()) {
    if (done.has(changesetName(name))) continue;
    const change = readChangeset(files[name]!, pkg);
    if (change) byBump[change.bump].push(...change.entries);
  }
  const changes = [...byBump.major, ...byBump.minor];
  return { changes, fixes: byBump.patch, count: changes.length + byBump.patch.length };
}
