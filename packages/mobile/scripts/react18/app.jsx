import './setup-dom.js';
import { readFileSync } from 'node:fs';
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
import * as library from '@tessera/mobile';
import { zhCN } from '@tessera/mobile/locale';
import { componentsOf, elementFor } from './cases.jsx';

const failures = [];
const check = (name, ok) => {
  console.log((ok ? 'ok   ' : 'FAIL ') + name);
  if (!ok) failures.push(name);
};
const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(predicate, ms = 2000) {
  for (let waited = 0; waited < ms; waited += 20) {
    if (predicate()) return true;
    await tick();
  }
  return false;
}
const byText = (text, selector = 'button') =>
  [...document.querySelectorAll(selector)].find((el) => el.textContent === text);
const tap = (el) => {
  el.dispatchEvent(new window.MouseEvent('pointerdown', { bubbles: true }));
  el.click();
};
const statusText = () =>
  [...document.querySelectorAll('[role="status"]')].map((el) => el.textContent).join('|');
const onPage = (text) => document.body.textContent.includes(text);

// React reports misuse on the console and carries on; any message here fails the run.
const logged = [];
const originalError = console.error;
const originalWarn = console.warn;
console.error = (...args) => logged.push('console.error: ' + args.join(' '));
console.warn = (...args) => logged.push('console.warn: ' + args.join(' '));

check(
  'runs on React ' + process.env.REACT_MAJOR + ' (' + version + ')',
  version.startsWith(process.env.REACT_MAJOR + '.'),
);

// Before any component of the library has rendered: each API starts its own root.
const earlyToast = Toast.show({ content: 'Early toast', duration: 0 });
check(
  'Toast.show works before any component has rendered',
  await until(() => statusText() === 'Early toast'),
);
earlyToast.close();
earlyToast.close();
check(
  'closing a toast twice closes it once',
  await until(() => statusText() === '' && !onPage('Early toast')),
);

const bodyChildren = document.body.childElementCount;
const early = Dialog.confirm({ title: 'Early question' });
check(
  'Dialog.confirm works before any component has rendered',
  await until(() =>
    document.querySelector('[role="alertdialog"]')?.textContent.includes('Early question'),
  ),
);
tap(byText('Cancel'));
let earlyAnswer;
early.then((value) => (earlyAnswer = value));
check('Dialog.confirm resolves false on cancel', await until(() => earlyAnswer === false));
check(
  'a closed dialog leaves nothing behind',
  await until(() => document.body.childElementCount === bodyChildren),
);

const shown = Dialog.show({ title: 'Shown dialog', content: 'Dialog body' });
check('Dialog.show opens a dialog', await until(() => onPage('Dialog body')));
shown.close();
shown.close();
check(
  'closing a dialog twice closes it once',
  await until(() => !onPage('Dialog body') && document.body.childElementCount === bodyChildren),
);

let answer;
function App() {
  const [open, setOpen] = useState(false);
  return (
    <ConfigProvider locale={zhCN}>
      <Button
        onClick={() => Dialog.confirm({ title: 'Delete?' }).then((value) => (answer = value))}
      >
        confirm
      </Button>
      <Button onClick={() => Toast.show('Saved')}>toast</Button>
      <Button onClick={() => setOpen(true)}>sheet</Button>
      <Popup visible={open} aria-label="Sheet" onClose={() => setOpen(false)}>
        sheet body
      </Popup>
    </ConfigProvider>
  );
}
const host = document.body.appendChild(document.createElement('div'));
createRoot(host).render(<App />);
await until(() => byText('confirm'));
await tick(50);

tap(byText('confirm'));
check(
  'Dialog.confirm opens an alertdialog',
  await until(() => document.querySelector('[role="alertdialog"]')),
);
check('Dialog.confirm uses the locale of the provider', Boolean(byText('确定')));
tap(byText('确定'));
check('Dialog.confirm resolves true', await until(() => answer === true));
check(
  'the dialog unmounts after closing',
  await until(() => !document.querySelector('[role="alertdialog"]')),
);

tap(byText('toast'));
check('Toast.show announces its message', await until(() => statusText() === 'Saved'));
Toast.show({ content: 'Uploading', duration: 0 });
check(
  'a second Toast.show replaces the toast on screen',
  await until(() => statusText() === 'Uploading'),
);
Toast.clear();
check('Toast.clear closes the toast', await until(() => statusText() === ''));

let picked;
const sheetHandle = ActionSheet.show({
  actions: [{ key: 'copy', text: 'Copy link' }],
  onAction: (action) => (picked = action.key),
});
check('ActionSheet.show opens a sheet', await until(() => byText('Copy link')));
tap(byText('Copy link'));
check(
  'ActionSheet.show reports the action and closes',
  await until(() => picked === 'copy' && !byText('Copy link')),
);
sheetHandle.close();
sheetHandle.close();
check(
  'closing a closed action sheet is harmless',
  document.body.childElementCount === bodyChildren + 1 && !byText('Copy link'),
);

const modal = Modal.show({ title: 'Terms', content: 'Modal body' });
check(
  'Modal.show opens a dialog',
  await until(() => document.querySelector('[role="dialog"]')?.textContent.includes('Modal body')),
);
modal.close();
modal.close();
check(
  'closing a modal twice closes it once',
  await until(() => !onPage('Modal body') && document.body.childElementCount === bodyChildren + 1),
);

const viewer = ImageViewer.Multi.show({
  images: ['/a.svg', { src: '/b.svg', alt: 'Second' }],
  defaultIndex: 1,
});
check(
  'ImageViewer.Multi.show opens at the given picture',
  await until(() => document.querySelector('[role="dialog"] img[alt="Second"]')),
);
viewer.close();
viewer.close();
check(
  'closing an image viewer twice closes it once',
  await until(
    () =>
      !document.querySelector('img[alt="Second"]') &&
      document.body.childElementCount === bodyChildren + 1,
  ),
);

tap(byText('sheet'));
check(
  'Popup opens as a modal dialog',
  await until(() => document.querySelector('[role="dialog"][aria-modal="true"]')),
);
check('Popup takes focus', document.activeElement?.getAttribute('role') === 'dialog');
check('Popup locks page scrolling', document.body.style.overflow === 'hidden');
document.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
// A closed Popup stays mounted (hidden) unless destroyOnClose is set.
const shownDialog = () => document.querySelector('[role="dialog"]:not([hidden] *)');
const closed = await until(() => !shownDialog() && document.body.style.overflow === '');
check('Escape closes the popup and unlocks scrolling', closed);

// Cascader.prompt: a Promise of the confirmed values, or null when cancelled (in either language).
const cascaderOptions = [{ label: 'North', value: 'n', children: [{ label: 'Lake', value: 'l' }] }];
const option = (text) =>
  [...document.querySelectorAll('[role="option"]')].find((el) => el.textContent === text);
let cascaderValue = 'pending';
Cascader.prompt({ title: 'Where', options: cascaderOptions }).then(
  (value) => (cascaderValue = value),
);
check('Cascader.prompt opens a sheet of options', await until(() => option('North')));
tap(option('North'));
await until(() => option('Lake'));
tap(option('Lake'));
tap(byText('Confirm') ?? byText('确定'));
check(
  'Cascader.prompt resolves with the confirmed values',
  await until(() => JSON.stringify(cascaderValue) === '["n","l"]'),
);
let cancelledValue = 'pending';
Cascader.prompt({ title: 'Where', options: cascaderOptions }).then(
  (value) => (cancelledValue = value),
);
await until(() => option('North'));
tap(byText('Cancel') ?? byText('取消'));
check('Cascader.prompt resolves null when cancelled', await until(() => cancelledValue === null));

const page = (
  <main>
    <Button color="primary">Server</Button>
    <Popup visible aria-label="Open at first render">
      content
    </Popup>
    <Tour defaultOpen steps={[{ title: 'Welcome', description: 'A tour open at first render' }]} />
    <Form initialValues={{ name: 'Ada' }}>
      <Form.Item name="name" label="Name" rules={[{ required: true }]}>
        <Input clearable />
      </Form.Item>
    </Form>
  </main>
);
const serverHost = document.body.appendChild(document.createElement('div'));
serverHost.append(
  ...new window.DOMParser().parseFromString(renderToString(page), 'text/html').body.childNodes,
);
const hydrationErrors = [];
const beforeHydration = logged.length;
hydrateRoot(serverHost, page, {
  onRecoverableError: (error) => hydrationErrors.push(String(error)),
});
await tick(100);
hydrationErrors.push(...logged.splice(beforeHydration));
check('server HTML hydrates without mismatches', hydrationErrors.length === 0);
check(
  'a Tour open at first render shows its step after hydration',
  await until(() => onPage('A tour open at first render')),
);
check('server HTML has no style attributes', !renderToString(page).includes('style='));

// Every exported component: its server HTML (from server.jsx, rendered without a DOM as on a
// real server) hydrated here with the same element.
const rendered = JSON.parse(readFileSync(process.env.SERVER_HTML, 'utf8'));
const broken = [];
for (const [name, Component] of componentsOf(library)) {
  const { html, errors } = rendered[name];
  if (html.includes('style=')) errors.push('a style attribute in the server HTML');
  const host = document.body.appendChild(document.createElement('div'));
  host.append(...new window.DOMParser().parseFromString(html, 'text/html').body.childNodes);
  const before = logged.length;
  try {
    hydrateRoot(host, elementFor(name, Component), {
      onRecoverableError: (error) => errors.push(String(error)),
    });
    await tick(20);
  } catch (error) {
    errors.push(String(error));
  }
  errors.push(...logged.splice(before));
  if (errors.length > 0) broken.push(name + ': ' + errors.join('; '));
}
for (const problem of broken) console.log('     ' + problem);
const count = Object.keys(rendered).length;
check(
  'every one of the ' + count + ' exported components renders on the server and hydrates cleanly',
  count > 50 && broken.length === 0,
);

console.error = originalError;
console.warn = originalWarn;
for (const message of logged) console.error(message);
check('nothing was logged to the console', logged.length === 0);

if (failures.length > 0) {
  console.error(failures.length + ' React ' + process.env.REACT_MAJOR + ' check(s) failed');
  process.exit(1);
}
process.exit(0);
