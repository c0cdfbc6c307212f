import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readLibrary, repositoryUrl } from './library';

describe('repositoryUrl', () => {
  it.each([
    ['https://github.com/acme/ui', 'https://github.com/acme/ui'],
    ['git+https://github.com/acme/ui.git', 'https://github.com/acme/ui'],
    ['git://github.com/acme/ui.git', 'https://github.com/acme/ui'],
    ['git+ssh://git@github.com/acme/ui.git', 'https://github.com/acme/ui'],
    ['git@gitlab.com:acme/ui.git', 'https://gitlab.com/acme/ui'],
    ['github:acme/ui', 'https://github.com/acme/ui'],
    ['gitlab:acme/ui', 'https://gitlab.com/acme/ui'],
    ['acme/ui', 'https://github.com/acme/ui'],
    [
      { type: 'git', url: 'git+https://github.com/acme/mono.git', directory: 'packages/ui/' },
      'https://github.com/acme/mono/tree/HEAD/packages/ui',
    ],
    [{ type: 'git', url: 'https://github.com/acme/ui' }, 'https://github.com/acme/ui'],
    ['javascript:alert(1)', undefined],
    ['file:///home/acme/ui', undefined],
    ['https://github.com/', undefined],
    [{ directory: 'packages/ui' }, undefined],
    [42, undefined],
    [null, undefined],
  ])('%j → %s', (repository, url) => expect(repositoryUrl(repository)).toBe(url));
});

describe('readLibrary', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-library-'));
  const site = path.join(root, 'site');
  const write = (dir: string, pkg: unknown) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
  };
  write(path.join(root, 'node_modules/@acme/ui'), {
    name: '@acme/ui',
    version: '2.1.0',
    license: 'MIT',
    repository: { type: 'git', url: 'git+https://github.com/acme/mono.git', directory: 'ui' },
  });
  write(path.join(root, 'private-ui'), { name: 'private-ui', version: '0.1.0', private: true });
  write(path.join(root, 'nameless'), { version: '1.0.0' });
  mkdirSync(site, { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds a package by name in the node_modules of the site or a parent folder', () => {
    expect(readLibrary('@acme/ui', site)).toEqual({
      name: '@acme/ui',
      version: '2.1.0',
      license: 'MIT',
      npm: 'https://www.npmjs.com/package/@acme/ui',
      repository: 'https://github.com/acme/mono/tree/HEAD/ui',
    });
  });

  it('reads a folder given by path, and links no npm page for a private package', () => {
    expect(readLibrary('../private-ui', site)).toEqual({ name: 'private-ui', version: '0.1.0' });
    expect(readLibrary('../private-ui/package.json', site)).toEqual({
      name: 'private-ui',
      version: '0.1.0',
    });
  });

  it('names the option and the package when it cannot be read', () => {
    expect(() => readLibrary('@acme/missing', site)).toThrow(
      `docs.config: \`library\` names "@acme/missing", but no package.json of it was found from ${site}`,
    );
    expect(() => readLibrary('../nameless', site)).toThrow(
      'which has no "name" and "version" to show.',
    );
  });
});
