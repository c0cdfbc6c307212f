import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * Last-commit times of files: every file under a folder from one `git log` call (one process
 * for the whole site, not one per page), and a file outside it (a changelog a page embeds)
 * from a call of its own. Files git does not know fall back to their mtime.
 */
export function readLastUpdated(folder: string): (file: string) => number | undefined {
  const times = new Map<string, number>();
  const root = path.resolve(folder);
  try {
    const top = git(folder, ['rev-parse', '--show-toplevel']).trim();
    const log = git(folder, ['log', '--format=%x00%ct', '--name-only', '--', '.']);
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
  const outside = new Map<string, number | undefined>();
  const committedOutside = (file: string) => {
    if (!outside.has(file)) {
      let time: number | undefined;
      try {
        const seconds = Number(git(path.dirname(file), ['log', '-1', '--format=%ct', '--', file]));
        if (seconds) time = seconds * 1000;
      } catch {
        // Not in a git checkout: its modification time stands.
      }
      outside.set(file, time);
    }
    return outside.get(file);
  };
  return (file) => {
    const resolved = path.resolve(file);
    const known =
      times.get(resolved) ??
      (path.relative(root, resolved).startsWith('..') ? committedOutside(resolved) : undefined);
    if (known !== undefined) return known;
    try {
      return Math.round(statSync(file).mtimeMs);
    } catch {
      return undefined;
    }
  };
}

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
