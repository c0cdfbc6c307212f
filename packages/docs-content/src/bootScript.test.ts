import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootScript } from './bootScript';

interface Added {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  src?: string;
}

/** Runs the boot script against a stand-in document, returning what it added to the head. */
function boot({
  visibility = 'visible',
  paintTiming = true,
}: { visibility?: string; paintTiming?: boolean } = {}) {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const observers: { callback: (list: unknown, observer: unknown) => void; off: boolean }[] = [];
  const clickListeners = new Set<(event: unknown) => void>();
  const document = {
    addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => {
      if (type === 'click' && capture) clickListeners.add(listener);
    },
    removeEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => {
      if (type === 'click' && capture) clickListeners.delete(listener);
    },
    visibilityState: visibility,
    head: { appendChild: (element: Added) => added.push(element) },
    createElement: (tag: string) => ({ tag }),
    currentScript: {
      dataset: { entry: '/assets/entry.js', preload: '/assets/a.js /assets/b.js' },
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['navigation', 'paint'] : ['navigation'];
    private record: { callback: (list: unknown, observer: unknown) => void; off: boolean };
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.record = { callback, off: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.off = true;
    }
  }
  const window: { PerformanceObserver: unknown; __TESSERA_EARLY_CLICKS__?: unknown } = {
    PerformanceObserver,
  };
  const requestAnimationFrame = (frame: () => void) => frames.push(frame);
  new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', 'Element', bootScript)(
    document,
    window,
    requestAnimationFrame,
    setTimeout,
    StandInElement,
  );
  const paint = (name: string) => {
    for (const observer of observers.filter(({ off }) => !off))
      observer.callback(
        { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) },
        { disconnect: () => (observer.off = true) },
      );
  };
  const frame = () => frames.splice(0).forEach((run) => run());
  /** A click on `target`, as the browser would deliver it to a capturing listener. */
  const click = (target: unknown, isTrusted = true) => {
    const event = { target, isTrusted, prevented: false, preventDefault: () => {} };
    event.preventDefault = () => (event.prevented = true);
    for (const listener of clickListeners) listener(event);
    return event;
  };
  const kept = () => window.__TESSERA_EARLY_CLICKS__ as { target: unknown }[] & { stop(): void };
  return { added, paint, frame, click, kept };
}

/** An element that knows which of the selectors the script asks about its ancestors match. */
class StandInElement {
  constructor(private readonly inside: readonly string[]) {}
  closest(selector: string) {
    return this.inside.includes(selector) ? this : null;
  }
}

const started = [
  { tag: 'link', rel: 'modulepreload', href: '/assets/a.js' },
  { tag: 'link', rel: 'modulepreload', href: '/assets/b.js' },
  { tag: 'script', type: 'module', src: '/assets/entry.js' },
];

describe('bootScript', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts the entry and its preloads once the first contentful paint is reported, once', () => {
    const page = boot();
    expect(page.added).toEqual([]);
    page.paint('first-paint');
    expect(page.added).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.added).toEqual(started);
    vi.advanceTimersByTime(1000);
    page.paint('first-contentful-paint');
    expect(page.added).toHaveLength(3);
  });

  it('starts at once in a hidden page, which paints nothing', () => {
    expect(boot({ visibility: 'hidden' }).added).toEqual(started);
    expect(boot({ visibility: 'prerender' }).added).toEqual(started);
  });

  it('waits two animation frames where the browser has no paint timing', () => {
    const page = boot({ paintTiming: false });
    page.frame();
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual(started);
  });

  it('starts a second after it ran when no paint is reported', () => {
    const page = boot();
    vi.advanceTimersByTime(999);
    expect(page.added).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.added).toEqual(started);
  });

  it('keeps clicks on a demo until stopped, with their default prevented, and no others', () => {
    const page = boot();
    const button = new StandInElement(['[data-demo-live]']);
    const first = page.click(button);
    expect(first.prevented).toBe(true);
    // On a demo's link, on the page but on no button, or made by a script: left alone.
    for (const event of [
      page.click(new StandInElement(['[data-demo-live]', 'a[href]'])),
      page.click(new StandInElement([])),
      page.click(button, false),
    ])
      expect(event.prevented).toBe(false);
    page.kept().stop();
    expect(page.click(button).prevented).toBe(false);
    expect([...page.kept()]).toEqual([first]);
  });

  it('keeps clicks on the other buttons of the page until the app has started', () => {
    const page = boot();
    const menu = new StandInElement(['button[type=button]']);
    const first = page.click(menu);
    expect(first.prevented).toBe(true);
    // Inside a link, or a button with an action of its own (a form's submit button): left alone.
    expect(page.click(new StandInElement(['button[type=button]', 'a[href]'])).prevented).toBe(
      false,
    );
    expect(page.click(new StandInElement(['button'])).prevented).toBe(false);
    const kept = page.kept() as ReturnType<typeof page.kept> & { app?: boolean };
    kept.app = true;
    expect(page.click(menu).prevented).toBe(false);
    // A demo's clicks are kept until the demos take over, whenever the app started.
    const onDemo = page.click(new StandInElement(['[data-demo-live]', 'button[type=button]']));
    expect(onDemo.prevented).toBe(true);
    expect([...kept]).toEqual([first, onDemo]);
  });
});
