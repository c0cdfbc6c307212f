import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../src/build';
import { initSite } from '../src/init';

const root = path.join(import.meta.dirname, '.fixtures', 'acme-ui');

describe('tessera-docs init', () => {
  it('scaffolds a site that builds at once, with its component page and live demo', async () => {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    const { written, skipped } = initSite(root);
    expect(skipped).toEqual([]);
    expect(written).toEqual(
      expect.arrayContaining(['docs.config.ts', 'docs/index.md', 'package.json']),
    );
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.scripts).toEqual({
      dev: 'tessera-docs dev',
      build: 'tessera-docs build',
      start: 'tessera-docs serve',
    });
    expect(pkg.dependencies['@tessera/docs-content']).toMatch(/^\^\d+\.\d+\.\d+/);

    // The config imports the published package, which this package cannot import by name; the
    // packed-install check builds the scaffold with its own config file.
    expect(readFileSync(path.join(root, 'docs.config.ts'), 'utf8')).toContain('title: "Acme UI"');
    await buildSite(root, { title: 'Acme UI' }, () => {});
    const home = readFileSync(path.join(root, 'dist/index.html'), 'utf8');
    expect(home).toContain('<title>Acme UI</title>');
    const page = readFileSync(path.join(root, 'dist/components/counter/index.html'), 'utf8');
    expect(page).toMatch(/<button[^>]*>Tapped <!-- -->0<!-- --> times<\/button>/);
    expect(existsSync(path.join(root, 'dist/~demos/counter-demo-basic/index.html'))).toBe(true);
  }, 240_000);

  it('keeps what exists: files, scripts and dependencies the folder already has', () => {
    const own = path.join(import.meta.dirname, '.fixtures', 'init-existing');
    rmSync(own, { recursive: true, force: true });
    mkdirSync(path.join(own, 'docs'), { recursive: true });
    writeFileSync(path.join(own, 'docs/index.md'), '# Mine\n');
    writeFileSync(
      path.join(own, 'package.json'),
      JSON.stringify({
        name: 'mine',
        scripts: { build: 'my-build' },
        dependencies: { react: '18.3.1' },
      }),
    );
    const { skipped } = initSite(own);
    expect(skipped).toEqual(['docs/index.md']);
    expect(readFileSync(path.join(own, 'docs/index.md'), 'utf8')).toBe('# Mine\n');
    const pkg = JSON.parse(readFileSync(path.join(own, 'package.json'), 'utf8'));
    expect(pkg.name).toBe('mine');
    expect(pkg.scripts.build).toBe('my-build');
    expect(pkg.scripts.dev).toBe('tessera-docs dev');
    expect(pkg.dependencies.react).toBe('18.3.1');
  });
});
