import { afterEach, expect, test, vi } from 'vitest';
import { demoGate } from './demoGate';

afterEach(() => {
  document.body.replaceChildren();
  delete window.__TESSERA_EARLY_CLICKS__;
  vi.unstubAllGlobals();
});

test('clicks kept before the app started open their demo and are made again once it is live', async () => {
  // No demo is near the viewport: only the kept click can open one.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
    },
  );
  const [tipHost, otherHost] = ['Tip', 'Other'].map((label) => {
    const host = document.createElement('div');
    host.dataset.demoLive = '';
    host.append(Object.assign(document.createElement('button'), { textContent: label }));
    document.body.append(host);
    return host;
  });
  const tip = tipHost!.querySelector('button')!;
  // What the page's boot script does with a click made before the app started.
  const kept = Object.assign([] as MouseEvent[], { stop: vi.fn() });
  const keep = (event: Event) => kept.push(event as MouseEvent);
  document.addEventListener('click', keep, true);
  tip.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 12 }));
  document.removeEventListener('click', keep, true);
  window.__TESSERA_EARLY_CLICKS__ = kept;

  const replayed: number[] = [];
  tip.addEventListener('click', (event) => replayed.push(event.clientX));
  const loadTip = vi.fn(() => Promise.resolve({ default: () => null }));
  const loadOther = vi.fn(() => Promise.resolve({ default: () => null }));
  const tipGate = demoGate('tip', loadTip, tipHost!);
  // The theme's listener has taken over: the boot script keeps no more clicks.
  expect(kept.stop).toHaveBeenCalledOnce();
  const otherGate = demoGate('other', loadOther, otherHost!);
  expect(kept, 'a claimed click leaves the list').toHaveLength(0);
  await tipGate.component;
  expect(loadTip).toHaveBeenCalledOnce();
  expect(loadOther).not.toHaveBeenCalled();
  expect(replayed).toEqual([]);
  tipGate.markLive();
  expect(replayed).toEqual([12]);
  tipGate.stop();
  otherGate.stop();
});

test('a demo with no prerendered markup (on a page reached by a link) ends the keeping', async () => {
  const kept = Object.assign([] as MouseEvent[], { stop: vi.fn() });
  window.__TESSERA_EARLY_CLICKS__ = kept;
  const gate = demoGate('linked', () => Promise.resolve({ default: () => null }), null);
  expect(kept.stop).toHaveBeenCalledOnce();
  await gate.component;
  gate.stop();
});
