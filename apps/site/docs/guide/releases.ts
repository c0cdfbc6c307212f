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
