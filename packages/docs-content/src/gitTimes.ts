import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * Last-commit times of every file under a folder, from one `git log` call (one process for
 * the whole site, not one per page). Files git does not know fall back to their mtime.
 */
export function readLastUpdated(folder: string): (file: string) => number | undefined {
  const times = new Map<string, number>();
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: folder,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const log = execFileSync('git', ['log', '--format=%x00%ct', '--name-only', '--', '.'], {
      cwd: folder,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let current = 0;
    for (const line of log.split('\n')) {
      if (line.startsWith('\0')) current = Number(line.slice(1)) * 1000;
      else if (line.trim()) {
        const file = path.join(top, line.trim());
        if (!times.has(file)) times.set(file, current);
      }
    }
  } catch {
    // Not a git checkout, or git is missing: modification times are the best we know.
  }
  return (file) => {
    const known = times.get(path.resolve(file));
    if (known !== undefined) return known;
    try {
      return Math.round(statSync(file).mtimeMs);
    } catch {
      return undefined;
    }
  };
}
