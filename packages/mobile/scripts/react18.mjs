/**
 * The built package on React 18, and on React 19 for comparison: an app bundled against each
 * react and react-dom (as a consumer on that version would), run in jsdom. Checks the imperative
 * APIs (`Dialog.confirm` resolving true and false, `Dialog.show`, `Toast.show` replacing and
 * `Toast.clear`, `ActionSheet.show`, `Modal.show`, `Cascader.prompt`, `ImageViewer.Multi.show`;
 * called before any component has rendered,
 * inside a ConfigProvider with another locale, and closed twice), a Popup with its focus and
 * scroll lock, server render plus hydration without mismatches (with a Popup and a Tour open
 * at first render), and a silent console.
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
import {
  ActionSheet,
  Button,
  Cascader,
  ConfigProvider,
  Dialog,
  Form,
  ImageViewer,
  Input,
  Modal,
  Popup,
  Toast,
  Tour,
} from '@tessera/mobile';
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
const statusText = () => [...document.querySelectorAll('[role="status"]')].map((el) => el.textContent).join('|');
const onPage = (text) => document.body.textContent.includes(text);

// React reports misuse on the console and carries on; any message here fails the run.
const logged = [];
const originalError = console.error;
const originalWarn = console.warn;
console.error = (...args) => logged.push('console.error: ' + args.join(' '));
console.warn = (...args) => logged.push('console.warn: ' + args.join(' '));

check('runs on React ' + process.env.REACT_MAJOR + ' (' + version + ')', version.startsWith(process.env.REACT_MAJOR + '.'));

// Before any component of the library has rendered: each API starts its own root.
const earlyToast = Toast.show({ content: 'Early toast', duration: 0 });
check('Toast.show works before any component has rendered', await until(() => statusText() === 'Early toast'));
earlyToast.close();
earlyToast.close();
check('closing a toast twice closes it once', await until(() => statusText() === ''));

const bodyChildren = document.body.childElementCount;
const early = Dialog.confirm({ title: 'Early question' });
check('Dialog.confirm works before any component has rendered', await until(() => document.querySelector('[role="alertdialog"]')?.textContent.includes('Early question')));
tap(byText('Cancel'));
let earlyAnswer;
early.then((value) => (earlyAnswer = value));
check('Dialog.confirm resolves false on cancel', await until(() => earlyAnswer === false));
check('a closed dialog leaves nothing behind', await until(() => document.body.childElementCount === bodyChildren));

const shown = Dialog.show({ title: 'Shown dialog', content: 'Dialog body' });
check('Dialog.show opens a dialog', await until(() => onPage('Dialog body')));
shown.close();
shown.close();
check('closing a dialog twice closes it once', await until(() => !onPage('Dialog body') && document.body.childElementCount === bodyChildren));

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
check('Toast.show announces its message', await until(() => statusText() === 'Saved'));
Toast.show({ content: 'Uploading', duration: 0 });
check('a second Toast.show replaces the toast on screen', await until(() => statusText() === 'Uploading'));
Toast.clear();
check('Toast.clear closes the toast', await until(() => statusText() === ''));

let picked;
const sheetHandle = ActionSheet.show({ actions: [{ key: 'copy', text: 'Copy link' }], onAction: (action) => (picked = action.key) });
check('ActionSheet.show opens a sheet', await until(() => byText('Copy link')));
tap(byText('Copy link'));
check('ActionSheet.show reports the action and closes', await until(() => picked === 'copy' && !byText('Copy link')));
sheetHandle.close();
sheetHandle.close();
check('closing a closed action sheet is harmless', document.body.childElementCount === bodyChildren + 1 && !byText('Copy link'));

const modal = Modal.show({ title: 'Terms', content: 'Modal body' });
check('Modal.show opens a dialog', await until(() => document.querySelector('[role="dialog"]')?.textContent.includes('Modal body')));
modal.close();
modal.close();
check('closing a modal twice closes it once', await until(() => !onPage('Modal body') && document.body.childElementCount === bodyChildren + 1));

const viewer = ImageViewer.Multi.show({ images: ['/a.svg', { src: '/b.svg', alt: 'Second' }], defaultIndex: 1 });
check('ImageViewer.Multi.show opens at the given picture', await until(() => document.querySelector('[role="dialog"] img[alt="Second"]')));
viewer.close();
viewer.close();
check('closing an image viewer twice closes it once', await until(() => !document.querySelector('img[alt="Second"]') && document.body.childElementCount === bodyChildren + 1));

tap(byText('sheet'));
check('Popup opens as a modal dialog', await until(() => document.querySelector('[role="dialog"][aria-modal="true"]')));
check('Popup takes focus', document.activeElement?.getAttribute('role') === 'dialog');
check('Popup locks page scrolling', document.body.style.overflow === 'hidden');
document.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
// A closed Popup stays mounted (hidden) unless destroyOnClose is set.
const shownDialog = () => document.querySelector('[role="dialog"]:not([hidden] *)');
const closed = await until(() => !shownDialog() && document.body.style.overflow === '');
check('Escape closes the popup and unlocks scrolling', closed);

// Cascader.prompt: a Promise of the confirmed values, or null when cancelled (in either language).
const cascaderOptions = [{ label: 'North', value: 'n', children: [{ label: 'Lake', value: 'l' }] }];
const option = (text) => [...document.querySelectorAll('[role="option"]')].find((el) => el.textContent === text);
let cascaderValue = 'pending';
Cascader.prompt({ title: 'Where', options: cascaderOptions }).then((value) => (cascaderValue = value));
check('Cascader.prompt opens a sheet of options', await until(() => option('North')));
tap(option('North'));
await until(() => option('Lake'));
tap(option('Lake'));
tap(byText('Confirm') ?? byText('确定'));
check('Cascader.prompt resolves with the confirmed values', await until(() => JSON.stringify(cascaderValue) === '["n","l"]'));
let cancelledValue = 'pending';
Cascader.prompt({ title: 'Where', options: cascaderOptions }).then((value) => (cancelledValue = value));
await until(() => option('North'));
tap(byText('Cancel') ?? byText('取消'));
check('Cascader.prompt resolves null when cancelled', await until(() => cancelledValue === null));

const page = (
  <main>
    <Button color="primary">Server</Button>
    <Popup visible aria-label="Open at first render">content</Popup>
    <Tour defaultOpen steps={[{ title: 'Welcome', description: 'A tour open at first render' }]} />
    <Form initialValues={{ name: 'Ada' }}>
      <Form.Item name="name" label="Name" rules={[{ required: true }]}>
        <Input clearable />
      </Form.Item>
    </Form>
  </main>
);
const serverHost = document.body.appendChild(document.createElement('div'));
serverHost.append(...new window.DOMParser().parseFromString(renderToString(page), 'text/html').body.childNodes);
const hydrationErrors = [];
const beforeHydration = logged.length;
hydrateRoot(serverHost, page, { onRecoverableError: (error) => hydrationErrors.push(String(error)) });
await tick(100);
hydrationErrors.push(...logged.splice(beforeHydration));
check('server HTML hydrates without mismatches', hydrationErrors.length === 0);
check('server HTML has no style attributes', !renderToString(page).includes('style='));
check('a Tour open at first render shows its step after hydration', await until(() => onPage('A tour open at first render')));

console.error = originalError;
console.warn = originalWarn;
for (const message of logged) console.error(message);
check('nothing was logged to the console', logged.length === 0);

if (failures.length > 0) { console.error(failures.length + ' React ' + process.env.REACT_MAJOR + ' check(s) failed'); process.exit(1); }
process.exit(0);
`,
);

const require = createRequire(import.meta.url);
const versions = [
  { major: '18', react: 'react-18', reactDom: 'react-dom-18' },
  { major: '19', react: 'react', reactDom: 'react-dom' },
];

let passed = true;
try {
  for (const { major, react, reactDom } of versions) {
    const outfile = join(dir, `app-react${major}.mjs`);
    await build({
      entryPoints: [join(dir, 'app.jsx')],
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
    try {
      execFileSync(process.execPath, [outfile], {
        stdio: 'inherit',
        env: { ...process.env, REACT_MAJOR: major },
      });
    } catch {
      passed = false;
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
if (!passed) process.exit(1);
