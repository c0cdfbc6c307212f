import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const lockfile = readFileSync(path.join(import.meta.dirname, '../../../pnpm-lock.yaml'), 'utf8');

/** Every version of a package the lockfile resolves, from its `packages:` keys. */
function versionsOf(name: string): string[] {
  const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`^ {2}'?${escaped}@(\\d+\\.\\d+\\.\\d+)[^:]*'?:$`, 'gm');
  return [...new Set([...lockfile.matchAll(pattern)].map((match) => match[1]!))];
}

const atLeast = (version: string, floor: string) => {
  const a = version.split('.').map(Number);
  const b = floor.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (a[i]! !== b[i]!) return a[i]! > b[i]!;
  return true;
};

/**
 * Floors for parsers that read page content, below which a known advisory applies: js-yaml's
 * merge-key prototype pollution (fixed in 4.1.1 and 3.14.2), yaml's uncaught exception on
 * crafted input (2.2.2), and the character reference in a code fence's info string that
 * mdast-util-to-hast turned into a class (13.2.1).
 */
const floors: [name: string, floorsByMajor: Record<number, string>][] = [
  ['js-yaml', { 3: '3.14.2', 4: '4.1.1' }],
  ['yaml', { 2: '2.2.2' }],
  ['mdast-util-to-hast', { 13: '13.2.1' }],
];

describe('the lockfile', () => {
  it.each(floors)('resolves %s at or above its advisory floor', (name, byMajor) => {
    const versions = versionsOf(name);
    expect(versions.length, `${name} is in pnpm-lock.yaml`).toBeGreaterThan(0);
    for (const version of versions) {
      const floor = byMajor[Number(version.split('.')[0])];
      expect(
        floor,
        `${name}@${version}: a major version with no known fixed release`,
      ).toBeDefined();
      expect(atLeast(version, floor!), `${name}@${version} is below ${floor}`).toBe(true);
    }
  });
});
