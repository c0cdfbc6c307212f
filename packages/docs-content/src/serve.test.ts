import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveFile } from './serve';

const dir = mkdtempSync(path.join(tmpdir(), 'tessera-serve-'));
for (const file of ['index.html', '404.html', 'guide/index.html', '~demos/a/index.html']) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), file);
}
const answer = (rawPath: string) => {
  const { file, status } = resolveFile(dir, rawPath);
  return { file: path.relative(dir, file), status };
};

describe('resolveFile', () => {
  it('serves clean URLs', () => {
    expect(answer('/')).toEqual({ file: 'index.html', status: 200 });
    expect(answer('/guide')).toEqual({ file: 'guide/index.html', status: 200 });
    expect(answer('/~demos/a')).toEqual({ file: '~demos/a/index.html', status: 200 });
  });

  it.each([
    '/nope',
    '/~demos/%2e%2e%2f',
    '/~demos/%2e%2e%2fguide',
    '/guide/%2e%2e',
    '/%2e/guide',
    '/%5Cguide',
    '/guide%00',
    '/%E0%A4%A',
  ])('answers %s with the not-found page and 404', (rawPath) => {
    expect(answer(rawPath)).toEqual({ file: '404.html', status: 404 });
  });
});
