import { useEffect } from 'react';
import { useAppData } from './AppDataContext';
import { basePath } from './basePath';
import { findRoute } from './navigation';
import { loadStylesheets } from './stylesheets';

/** Hover or focus this long on a link before its page chunk is fetched (spec section 9). */
export const PREFETCH_DELAY_MS = 50;

/**
 * Fetches the page chunk of a link the visitor lingers on, its demos' code and CSS, so the click
 * finds the page and its demos loaded (a page reached by a link has no prerendered demos to
 * show while their code loads).
 * One delegated listener serves every link, the ones in page content included. A failed
 * prefetch is ignored: the navigation itself tries again and reports the error.
 */
export function usePrefetch() {
  const { routes, site } = useAppData();
  const base = basePath(site);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = new Set<string>();
    const start = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if (!`${link.pathname}/`.startsWith(base)) return;
      const route = findRoute(routes, link.pathname.slice(base.length - 1));
      if (!route || done.has(route.path)) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        done.add(route.path);
        route
          .load()
          .then((page) => Promise.all([page.prefetchDemos?.(), loadStylesheets(page.stylesheets)]))
          .catch(() => done.delete(route.path));
      }, PREFETCH_DELAY_MS);
    };
    const cancel = () => clearTimeout(timer);
    document.addEventListener('pointerover', start);
    document.addEventListener('focusin', start);
    document.addEventListener('pointerout', cancel);
    document.addEventListener('focusout', cancel);
    return () => {
      cancel();
      document.removeEventListener('pointerover', start);
      document.removeEventListener('focusin', start);
      document.removeEventListener('pointerout', cancel);
      document.removeEventListener('focusout', cancel);
    };
  }, [routes, base]);
}
