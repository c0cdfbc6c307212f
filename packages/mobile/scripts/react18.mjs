/**
 * The built package on React 18: an app bundled against react@18 and react-dom@18 (as a consumer
 * on React 18 would), run in jsdom. Checks the imperative APIs (`Dialog.confirm` resolving,
 * `Toast.show`, both inside a ConfigProvider with another locale), a Popup with its focus and
 * scroll lock, and server render plus hydration without mismatches.
 *
 * Usage: node scripts/react18.mjs [--no-build]   (the size check builds first in `test`)
 */
import { execFileSync } from 'node:child_process';
import { mkdir, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { createConsumerFixture, packageRoot } from './fixture.mjs';

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['tsup', '--silent'], { cwd: packageRoot, stdio: 'inherit' });
}

const { dir } = await createConsumerFixture();
const link = async (name, target) => {
  const path = join(dir, 'node_modules', name);
  await mkdir(dirname(path), { recursive: true });
  await symlink(await realpath(target), path);
};
await link('jsdom', join(packageRoot, 'node_modules', 'jsdom'));

await writeFile(
  join(dir, 'setup-dom.js'),
  `import { JSDOM } from 'jsdom';
const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/', pretendToBeVisual: true });
for (const key of ['window', 'document', 'navigator', 'HTMLElement', 'Node', 'Element', 'Event', 'MouseEvent', 'PointerEvent', 'KeyboardEvent', 'FocusEvent', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame', 'DOMParser', 'history']) {
  if (window[key] !== undefined) Object.defineProperty(globalThis, key, { value: key === 'window' ? window : window[key], configurable: true, writable: true });
}
window.matchMedia = () => ({ matches: false, addEventListener() {}, removeEventListener() {} });
`,
);

await writeFile(
  join(dir, 'app.jsx'),
  `import './setup-dom.js';
import { version, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button, ConfigProvider, Dialog, Popup, Toast } from '@tessera/mobile';
import { zhCN } from '@tessera/mobile/locale';

const failures = [];
const check = (name, ok) => { console.log((ok ? 'ok   ' : 'FAIL ') + name); if (!ok) failures.push(name); };
const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(predicate, ms = 2000) {
  for (let waited = 0; waited < ms; waited += 20) { if (predicate()) return true; await tick(); }
  return false;
}
const byText = (text, selector = 'button') => [...document.querySelectorAll(selector)].find((el) => el.textContent === text);
const tap = (el) => { el.dispatchEvent(new window.MouseEvent('pointerdown', { bubbles: true })); el.click(); };

check('runs on React 18 (' + version + ')', version.startsWith('18.'));

let answer;
function App() {
  const [open, setOpen] = useState(false);
  return (
    <ConfigProvider locale={zhCN}>
      <Button onClick={() => Dialog.confirm({ title: 'Delete?' }).then((value) => (answer = value))}>confirm</Button>
      <Button onClick={() => Toast.show('Saved')}>toast</Button>
      <Button onClick={() => setOpen(true)}>sheet</Button>
      <Popup visible={open} aria-label="Sheet" onClose={() => setOpen(false)}>sheet body</Popup>
    </ConfigProvider>
  );
}
const host = document.body.appendChild(document.createElement('div'));
createRoot(host).render(<App />);
await until(() => byText('confirm'));
await tick(50);

tap(byText('confirm'));
check('Dialog.confirm opens an alertdialog', await until(() => document.querySelector('[role="alertdialog"]')));
check('Dialog.confirm uses the locale of the provider', Boolean(byText('确定')));
tap(byText('确定'));
check('Dialog.confirm resolves true', await until(() => answer === true));
check('the dialog unmounts after closing', await until(() => !document.querySelector('[role="alertdialog"]')));

tap(byText('toast'));
check('Toast.show announces its message', await until(() => document.querySelector('[role="status"]')?.textContent === 'Saved'));

tap(byText('sheet'));
check('Popup opens as a modal dialog', await until(() => document.querySelector('[role="dialog"][aria-modal="true"]')));
check('Popup takes focus', document.activeElement?.getAttribute('role') === 'dialog');
check('Popup locks page scrolling', document.body.style.overflow === 'hidden');
document.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
// A closed Popup stays mounted (hidden) unless destroyOnClose is set.
const shownDialog = () => document.querySelector('[role="dialog"]:not([hidden] *)');
const closed = await until(() => !shownDialog() && document.body.style.overflow === '');
check('Escape closes the popup and unlocks scrolling', closed);

const page = (
  <main>
    <Button color="primary">Server</Button>
    <Popup visible aria-label="Open at first render">content</Popup>
  </main>
);
const serverHost = document.body.appendChild(document.createElement('div'));
serverHost.append(...new window.DOMParser().parseFromString(renderToString(page), 'text/html').body.childNodes);
const hydrationErrors = [];
const originalError = console.error;
console.error = (...args) => hydrationErrors.push(args.join(' '));
hydrateRoot(serverHost, page, { onRecoverableError: (error) => hydrationErrors.push(String(error)) });
await tick(100);
console.error = originalError;
check('server HTML hydrates without mismatches', hydrationErrors.length === 0);
check('server HTML has no style attributes', !renderToString(page).includes('style='));

if (failures.length > 0) { console.error(failures.length + ' React 18 check(s) failed'); process.exit(1); }
process.exit(0);
`,
);

const require = createRequire(import.meta.url);
const react18 = dirname(require.resolve('react-18/package.json'));
const reactDom18 = dirname(require.resolve('react-dom-18/package.json'));
await build({
  entryPoints: [join(dir, 'app.jsx')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  jsx: 'automatic',
  outfile: join(dir, 'app.mjs'),
  external: ['jsdom'],
  loader: { '.css': 'empty' },
  // Every `react` and `react-dom` import, the library's included, gets React 18.
  alias: { react: react18, 'react-dom': reactDom18 },
  define: { 'process.env.NODE_ENV': '"development"' },
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'error',
});

let passed = true;
try {
  execFileSync(process.execPath, [join(dir, 'app.mjs')], { stdio: 'inherit' });
} catch {
  passed = false;
} finally {
  await rm(dir, { recursive: true, force: true });
}
if (!passed) process.exit(1);
