/**
 * The built package on React 18, and on React 19 for comparison: an app bundled against each
 * react and react-dom (as a consumer on that version would), run in jsdom. Checks the imperative
 * APIs (`Dialog.confirm` resolving true and false, `Dialog.show`, `Toast.show` replacing and
 * `Toast.clear`, `ActionSheet.show`, `Modal.show`, `Cascader.prompt`, `ImageViewer.Multi.show`;
 * called before any component has rendered, inside a ConfigProvider with another locale, and
 * closed twice), a Popup with its focus and
 * scroll lock, a silent console, and server render plus hydration without mismatches: of a page,
 * and of every component the package exports (found from its exports, so a new component is
 * covered), each rendered by a server bundle that has no DOM, then hydrated in jsdom.
 *
 * Usage: node scripts/react18.mjs   (builds the package first when a source is newer than `dist`)
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, realpath, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { buildIfStale, createConsumerFixture, packageRoot } from './fixture.mjs';

buildIfStale();

const { dir } = await createConsumerFixture();
const link = async (name, target) => {
  const path = join(dir, 'node_modules', name);
  await mkdir(dirname(path), { recursive: true });
  await symlink(await realpath(target), path);
};
await link('jsdom', join(packageRoot, 'node_modules', 'jsdom'));
// The app and its server side live in `react18/` (bundled into the consumer, not run from here):
// `server.jsx` renders every component with no DOM at all, as on a real server (React 18 warns
// there about layout effects, for instance); `app.jsx` runs in jsdom and hydrates that HTML.
await cp(join(packageRoot, 'scripts', 'react18'), dir, { recursive: true });

const require = createRequire(import.meta.url);
const versions = [
  { major: '18', react: 'react-18', reactDom: 'react-dom-18' },
  { major: '19', react: 'react', reactDom: 'react-dom' },
];

let passed = true;
try {
  for (const { major, react, reactDom } of versions) {
    const bundle = (entry, outfile) =>
      build({
        entryPoints: [join(dir, entry)],
        bundle: true,
        platform: 'node',
        format: 'esm',
        jsx: 'automatic',
        outfile,
        external: ['jsdom'],
        loader: { '.css': 'empty' },
        // Every `react` and `react-dom` import, the library's included, gets this version.
        alias: {
          react: dirname(require.resolve(`${react}/package.json`)),
          'react-dom': dirname(require.resolve(`${reactDom}/package.json`)),
        },
        define: { 'process.env.NODE_ENV': '"development"' },
        banner: {
          js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
        },
        logLevel: 'error',
      });
    const server = join(dir, `server-react${major}.mjs`);
    const app = join(dir, `app-react${major}.mjs`);
    await bundle('server.jsx', server);
    await bundle('app.jsx', app);
    const env = {
      ...process.env,
      REACT_MAJOR: major,
      SERVER_HTML: join(dir, `server-react${major}.json`),
    };
    try {
      execFileSync(process.execPath, [server], { stdio: 'inherit', env });
      execFileSync(process.execPath, [app], { stdio: 'inherit', env });
    } catch {
      passed = false;
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
if (!passed) process.exit(1);
