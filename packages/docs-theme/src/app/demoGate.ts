import type { ComponentType } from 'react';
import { loadChunk } from './chunkLoad';
import { endEarlyClicks, replayOf, takeEarlyClicks } from './earlyClicks';

export type LoadDemo = () => Promise<{ default: ComponentType }>;

/** How far outside the viewport a prerendered demo starts loading, so it is live when seen. */
const NEAR_VIEWPORT = '300px 0px';
/** Interactions on a prerendered demo that mean it is about to be used. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'mouseover', 'focusin', 'keydown'] as const;

/**
 * When a demo's code loads: at once, or for a prerendered demo when it comes near the
 * viewport or somebody touches, focuses or clicks it. Clicks made before it is live are
 * held and made again once it is.
 */
interface DemoGate {
  /** The demo's component, once its chunk has loaded. */
  component: Promise<ComponentType>;
  open: () => void;
  /** The demo is live: held clicks are made again. */
  markLive: () => void;
  stop: () => void;
}

interface Watched {
  open: () => void;
  live: boolean;
  held: (() => void)[];
}

const watched = new WeakMap<Element, Watched>();
let observer: IntersectionObserver | undefined;
let listening = false;

export function demoGate(id: string, load: LoadDemo, host: Element | null): DemoGate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const component = opened
    .then(() => loadChunk(load, `demo ${id}`))
    .then((module) => module.default);
  const state: Watched = { open, live: false, held: [] };
  // A chunk that failed shows in the demo's error block; held clicks have nothing to reach.
  component.catch(() => (state.held = []));
  if (host) {
    watch(host, state);
    claimEarlyClicks(host, state);
  } else {
    endEarlyClicks();
    open();
  }
  return {
    component,
    open,
    markLive() {
      state.live = true;
      for (const click of state.held.splice(0)) click();
    },
    stop() {
      state.held = [];
      if (host) {
        observer?.unobserve(host);
        watched.delete(host);
      }
    },
  };
}

/**
 * Calls `open` once, when `host` comes near the viewport: what loads a demo's code, for a demo
 * that is not a component of the page (one in its own document). Returns the way to stop.
 */
export function whenNear(host: Element, open: () => void): () => void {
  watch(host, { open, live: false, held: [] });
  return () => {
    observer?.unobserve(host);
    watched.delete(host);
  };
}

function watch(host: Element, state: Watched) {
  watched.set(host, state);
  if (!listening) {
    listening = true;
    endEarlyClicks();
    for (const type of INTENT_EVENTS)
      document.addEventListener(type, (event) => pendingAt(event.target)?.open(), {
        capture: true,
        passive: true,
      });
    document.addEventListener('click', holdClick, true);
  }
  if (typeof IntersectionObserver !== 'function') return state.open();
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        watched.get(entry.target)?.open();
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  observer.observe(host);
}

/**
 * Clicks made on `host` before the app started open its demo and are made again once live. Each
 * is taken out of the boot script's list, so no other demo makes it again.
 */
function claimEarlyClicks(host: Element, state: Watched) {
  for (const event of takeEarlyClicks((target) => host.contains(target))) {
    state.held.push(replayOf(event));
    state.open();
  }
}

/** The demo not yet live that an event happened in. */
function pendingAt(target: EventTarget | null): Watched | undefined {
  const host = target instanceof Element ? target.closest('[data-demo-live]') : null;
  const state = host ? watched.get(host) : undefined;
  return state && !state.live ? state : undefined;
}

/**
 * A click on the prerendered markup of a demo whose code is still loading is held here,
 * before anything else sees it, and made again on the same element once the demo is live:
 * hydration keeps the prerendered elements, so the target is still there.
 */
function holdClick(event: MouseEvent) {
  const state = pendingAt(event.target);
  if (!state || !event.isTrusted) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  state.open();
  state.held.push(replayOf(event));
}
