/**
 * `@tessera/mobile` size budgets, measured by the library's own `scripts/size.mjs` (which builds
 * the package and knows its cases); its console table is read back into rows.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './dist.mjs';

const cells = (line) =>
  line
    .split('│')
    .slice(1, -1)
    .map((cell) => cell.trim().replace(/^'|'$/g, ''));

export function mobileSizes() {
  const result = spawnSync(process.execPath, ['scripts/size.mjs'], {
    cwd: path.join(repoRoot, 'packages/mobile'),
    encoding: 'utf8',
  });
  const lines = result.stdout.split('\n').filter((line) => line.startsWith('│'));
  if (lines.length < 2) {
    return { ok: false, rows: [], error: (result.stderr || result.stdout).trim().slice(-2000) };
  }
  const [header, ...body] = lines.map(cells);
  const rows = body.map((values) => Object.fromEntries(header.map((key, i) => [key, values[i]])));
  return { ok: result.status === 0, rows };
}
