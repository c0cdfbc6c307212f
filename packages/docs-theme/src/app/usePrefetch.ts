import { useEffect } from 'react';
import { useAppData } from './AppDataContext';
import { matchAddress } from './resolveView';
import { loadStylesheets } from './stylesheets';

/** Hover or focus this long on a link before its page chunk is fetched (spec section 9). */
const PREFETCH_DELAY_MS = 50;

/**
 * Fetches the page chunk of a link the visitor lingers on, its demos' code and CSS, so the click
 * finds the page and its demos loaded (a page reached by a link has no prerendered demos to
 * show while their code loads). A finger on a link fetches at once: a tap never hovers, and
 * its click follows within a tenth of a second.
 * One delegated listener serves every link, the ones in page content included. A failed
 * prefetch is ignored: the navigation itself tries again and reports the error.
 */
export function usePrefetch() {
  const data = useAppData();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = new Set<string>();
    const routeOf = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const match = matchAddress(data, link.pathname);
      return match.kind === 'page' && !done.has(match.route.path) ? match.route : undefined;
    };
    const fetchPage = (route: NonNullable<ReturnType<typeof routeOf>>) => {
      done.add(route.path);
      route
        .load()
        .then((page) =>
          Promise.all([
            ...(page.deferredDemos ?? []).map((demo) => demo.load()),
            loadStylesheets(page.stylesheets),
          ]),
        )
        .catch(() => done.delete(route.path));
    };
    const start = (event: Event) => {
      const route = routeOf(event);
      if (!route) return;
      clearTimeout(timer);
      timer = setTimeout(() => fetchPage(route), PREFETCH_DELAY_MS);
    };
    const now = (event: Event) => {
      const route = routeOf(event);
      if (route) fetchPage(route);
    };
    const cancel = () => clearTimeout(timer);
    const listeners: [string, (event: Event) => void][] = [
      ['pointerover', start],
      ['focusin', start],
      ['pointerout', cancel],
      ['focusout', cancel],
      ['pointerdown', now],
      // Browsers without pointer events on touch screens.
      ['touchstart', now],
    ];
    for (const [type, listener] of listeners)
      document.addEventListener(type, listener, { passive: true });
    return () => {
      cancel();
      for (const [type, listener] of listeners) document.removeEventListener(type, listener);
    };
  }, [data]);
}
