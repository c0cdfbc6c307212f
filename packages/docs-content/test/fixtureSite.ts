import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const fixturesRoot = path.join(import.meta.dirname, '.fixtures');

/**
 * Writes a throw-away site inside this package (so it resolves React and the theme from the
 * package's own dependencies) and returns its root.
 */
export function writeSite(name: string, files: Record<string, string>): string {
  const root = path.join(fixturesRoot, name);
  rmSync(root, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}
