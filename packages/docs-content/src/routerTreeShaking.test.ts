import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { routerTreeShakingPlugin, shakeableRouter } from './routerTreeShaking';

/** Bundles `source` for the browser, React left out, and returns the code. */
async function bundle(source: string, plugins: Plugin[]): Promise<string> {
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === 'entry' ? '\0entry' : undefined),
    load: (id) => (id === '\0entry' ? source : undefined),
  };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    plugins: [entry, ...plugins],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: 'entry', external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}

const onlyTheRouter = "import { Router } from 'react-router-dom'; console.log(Router);";

describe('React Router tree-shaking', () => {
  it('marks factories pure and empties the displayName lines, keeping every line', () => {
    const code = [
      'var A = React.createContext(null);',
      'A.displayName = "A";',
      'var B = /* @__PURE__ */ React2.forwardRef(function B() {});',
      'var C = React3.memo(B);',
      'var D = MyReact.createContext(null);',
      'console.log(A.displayName = "kept");',
    ].join('\n');
    expect(shakeableRouter(code).split('\n')).toEqual([
      'var A = /* @__PURE__ */ React.createContext(null);',
      '',
      'var B = /* @__PURE__ */ React2.forwardRef(function B() {});',
      'var C = /* @__PURE__ */ React3.memo(B);',
      'var D = MyReact.createContext(null);',
      'console.log(A.displayName = "kept");',
    ]);
  });

  it("still finds what it changes in the installed router's module", () => {
    const require = createRequire(import.meta.url);
    const dom = require.resolve('react-router-dom');
    const dist = dirname(require.resolve('react-router', { paths: [dom] }));
    // The package's modules are its chunks; its entry only re-exports them.
    const code = readdirSync(dist)
      .filter((file) => /^chunk-.*\.mjs$/.test(file))
      .map((file) => readFileSync(join(dist, file), 'utf8'))
      .join('\n');
    const shaken = shakeableRouter(code);
    expect(shaken.split('\n')).toHaveLength(code.split('\n').length);
    expect(shaken).not.toMatch(/^\s*\w+\.displayName = /m);
    expect(
      shaken.match(/@__PURE__ \*\/ React\d*\.(createContext|forwardRef)\(/g)?.length,
    ).toBeGreaterThan(10);
  });

  it('drops the router parts a site does not import, which were kept before', async () => {
    const before = await bundle(onlyTheRouter, []);
    const after = await bundle(onlyTheRouter, [routerTreeShakingPlugin()]);
    // The framework mode's forms and links: nothing here imports them.
    expect(before).toContain('data-discover');
    expect(after).not.toContain('data-discover');
    expect(after).toContain('function Router(');
    expect(after.length).toBeLessThan(before.length * 0.8);
  });
});
