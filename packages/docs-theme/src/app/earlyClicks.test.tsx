import { render } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { replayEarlyPageClicks } from './earlyClicks';
import { HydrationSignal } from './hydrationErrors';

afterEach(() => {
  document.body.replaceChildren();
  delete window.__TESSERA_EARLY_CLICKS__;
  delete window.__TESSERA_HYDRATION_ERRORS__;
});

/** A `<button type="button">`, as the theme renders its controls. */
function button(id?: string, text = id ?? '') {
  const element = document.createElement('button');
  element.type = 'button';
  if (id) element.id = id;
  element.textContent = text;
  return element;
}

/** Clicks `targets` in order as the page's boot script sees them before the app starts. */
function keepClicks(...targets: Element[]) {
  const kept = Object.assign([] as MouseEvent[], { stop: vi.fn() });
  const keep = (event: Event) => kept.push(event as MouseEvent);
  document.addEventListener('click', keep, true);
  targets.forEach((target, index) =>
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: index + 1 })),
  );
  document.removeEventListener('click', keep, true);
  window.__TESSERA_EARLY_CLICKS__ = kept;
  return kept;
}

test('clicks kept on buttons outside demos are made again in order; a demo keeps its own', () => {
  const [menu, dark, tip] = ['menu', 'dark', 'tip'].map((id) => button(id));
  const demo = document.createElement('div');
  demo.dataset.demoLive = '';
  demo.append(tip!);
  document.body.append(menu!, dark!, demo);
  const kept = keepClicks(menu!, tip!, dark!, menu!);
  const made: string[] = [];
  for (const target of [menu, dark, tip])
    target!.addEventListener('click', (event) => made.push(`${target!.id} ${event.clientX}`));

  replayEarlyPageClicks();

  expect(made).toEqual(['menu 1', 'dark 3', 'menu 4']);
  expect(kept.map((click) => (click.target as Element).id)).toEqual(['tip']);
  expect(window.__TESSERA_EARLY_CLICKS__?.app, 'the boot script keeps no more of them').toBe(true);
  expect(kept.stop).not.toHaveBeenCalled();
});

test('without the boot script (in dev) nothing is made again', () => {
  expect(() => replayEarlyPageClicks()).not.toThrow();
});

test('a button clicked before hydration answers once the app has started', () => {
  // The prerendered markup the app hydrates.
  const container = document.body.appendChild(document.createElement('div'));
  const prerendered = container.appendChild(button(undefined, 'Open menu'));
  keepClicks(prerendered);
  const open = vi.fn();
  render(
    <HydrationSignal>
      <button type="button" onClick={open}>
        Open menu
      </button>
    </HydrationSignal>,
    { container, hydrate: true },
  );
  expect(open).toHaveBeenCalledOnce();
  expect(window.__TESSERA_EARLY_CLICKS__).toHaveLength(0);
});
