import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Writes the given files into a fresh temporary folder and returns its path. */
export function fixture(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-parse-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

/** The parse options of a site at `root`, with the components' route prefix. */
export const options = (root: string) => ({
  root,
  docsDir: 'docs',
  routePrefix: { components: 'tm-' },
});
