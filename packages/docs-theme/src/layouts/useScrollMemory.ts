import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { whenLaidOut } from '../app/layoutHolds';
import { anchoredY, readAnchor } from '../app/scrollAnchor';
import { useRouterState } from '../app/routeView';
import {
  entryKey,
  persistScroll,
  recallScroll,
  rememberScroll,
  RESTORING_SCROLL,
  type ScrollPosition,
} from '../app/scrollMemory';
import { fragmentTarget } from './fragmentTarget';

/** What the reader does to scroll by themselves, which ends any restoring still under way. */
const READER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls on every change of address the way readers expect: Back, Forward and a reload
 * return to where the reader left that history entry; a link to a fragment scrolls to it;
 * a link to another page starts at its top. The browser's own restoration is turned off: it
 * restores at once, while the page it returns to is still shorter than the one the reader
 * left (its demos are loading), and lands off by the difference.
 */
export function useScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef<string | null>(null);
  const previous = useRef<typeof location | null>(null);
  const restoring = useRef<Restoring | null>(null);
  // While the next address loads, the page may give way to the loading skeleton and the
  // browser clamps the scroll to its height: that is not where the reader left the page.
  const { pending } = useRouterState();
  const leaving = useRef(false);
  useLayoutEffect(() => {
    leaving.current = pending !== null;
  }, [pending]);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      if (current.current && !leaving.current)
        rememberScroll(current.current, {
          x: window.scrollX,
          y: window.scrollY,
          anchor: readAnchor(),
        });
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') persistScroll();
    };
    const readerScrolls = () => restoring.current?.stop();
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persistScroll);
    document.addEventListener('visibilitychange', onHidden);
    for (const type of READER_SCROLLS)
      window.addEventListener(type, readerScrolls, { capture: true, passive: true });
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persistScroll);
      document.removeEventListener('visibilitychange', onHidden);
      for (const type of READER_SCROLLS)
        window.removeEventListener(type, readerScrolls, { capture: true });
    };
  }, []);

  // A layout effect: it runs before the browser reports the scroll the new content caused,
  // so that scroll is counted for the new entry, never for the one the reader left. Demos
  // inside the page have registered their holds by now (children's effects run first).
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before === location) return;
    restoring.current?.stop();
    restoring.current = null;
    persistScroll();
    const key = entryKey(location);
    current.current = key;
    if (!before) {
      // A fresh load leaves the fragment to the browser; a reload or a Back into this
      // document returns to where the reader was.
      const saved = returning() ? recallScroll(key) : null;
      if (saved) restoring.current = restore(saved);
      return;
    }
    if (navigationType === 'POP') {
      const saved = recallScroll(key);
      if (saved) restoring.current = restore(saved);
      else scrollToFragmentOrTop(location.hash, true);
      return;
    }
    scrollToFragmentOrTop(location.hash, before.pathname !== location.pathname);
  }, [location, navigationType]);

  useEffect(() => () => restoring.current?.stop(), []);
}

/** The document was reloaded or reached by Back or Forward, not opened afresh. */
function returning(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

function scrollToFragmentOrTop(hash: string, newPage: boolean) {
  const target = fragmentTarget(hash);
  if (target) target.scrollIntoView();
  else if (newPage) window.scrollTo(0, 0);
}

interface Restoring {
  stop: () => void;
}

/**
 * Scrolls to `position` (its anchor's content back where the reader saw it) once nothing
 * holds the layout, and again each time the page grows until it is reached (content the
 * holds do not cover, an image, may still arrive). Ends when reached, when the reader
 * scrolls, or when stopped. Meanwhile the whole page is laid out at its real size (see
 * RESTORING_SCROLL), as it was when the reader scrolled through it.
 */
function restore(position: ScrollPosition): Restoring {
  const root = document.documentElement;
  let active = true;
  let observer: ResizeObserver | undefined;
  let cancel = () => {};
  root.setAttribute(RESTORING_SCROLL, '');
  const stop = () => {
    if (!active) return;
    active = false;
    cancel();
    observer?.disconnect();
    // The browser records the real heights when it renders the next frame; the placeholder
    // rules may return after that.
    afterNextFrame(() => {
      if (latest === handle) root.removeAttribute(RESTORING_SCROLL);
    });
  };
  const attempt = () => {
    const y = anchoredY(position.anchor, position.y);
    window.scrollTo(position.x, y);
    if (Math.abs(window.scrollY - y) <= 1 && Math.abs(window.scrollX - position.x) <= 1) stop();
  };
  const handle = { stop };
  latest = handle;
  cancel = whenLaidOut(() => {
    attempt();
    if (!active || typeof ResizeObserver !== 'function') return;
    observer = new ResizeObserver(attempt);
    observer.observe(root);
  });
  return handle;
}

/** The latest restore: while a newer one runs, an ended one leaves the page laid out in full. */
let latest: Restoring | undefined;

function afterNextFrame(callback: () => void) {
  requestAnimationFrame(() => requestAnimationFrame(callback));
}
