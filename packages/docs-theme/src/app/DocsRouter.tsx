import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  createPath,
  parsePath,
  Router,
  type Location,
  type Navigator,
  NavigationType,
  type To,
} from 'react-router-dom';
import type { AppData } from '../types';
import { AppRoutes } from './AppRoutes';
import { routerBasename } from './basePath';
import { resolveView } from './resolveView';
import { RouterStateContext, type RouteView } from './routeView';

interface Shown {
  location: Location;
  action: NavigationType;
  view: RouteView | null;
}

/** What the browser's history holds for an entry the app created. */
interface HistoryEntry {
  usr: unknown;
  key: string;
}

/** The window's address as a router location; an entry the app did not create has no key. */
function windowLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as Partial<HistoryEntry> | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * Another address of the same page keeps its view: nothing loads again. A page with a route
 * loader is the exception: any visit to it asks for fresh data, unless only the fragment changed.
 */
function sameView(shown: Shown, next: Location): boolean {
  const { view, location } = shown;
  if (!view || view.kind === 'error' || location.pathname !== next.pathname) return false;
  if (view.kind !== 'page' || !view.page.loader) return true;
  return location.search === next.search && next.hash !== '' && next.hash !== location.hash;
}

/**
 * The browser's router. An address stays on screen until the next one has loaded (its page
 * chunk, the stylesheets of its demos, its route loader's data); meanwhile the address being
 * loaded is `pending`. A link's address enters the history once its page is ready; Back and
 * Forward change the address first, as browsers do. A newer navigation wins over an older one
 * still loading.
 */
export function DocsRouter({ data, initial }: { data: AppData; initial: RouteView | null }) {
  const [shown, setShown] = useState<Shown>(() => ({
    location: windowLocation(),
    action: NavigationType.Pop,
    view: initial,
  }));
  const [pending, setPending] = useState<Location | null>(null);
  const latest = useRef(shown);
  const ticket = useRef(0);
  const aborter = useRef<AbortController | null>(null);

  const visit = useCallback(
    async (location: Location, action: NavigationType, write?: () => void) => {
      const mine = ++ticket.current;
      aborter.current?.abort();
      let view = latest.current.view;
      if (!sameView(latest.current, location)) {
        const abort = new AbortController();
        aborter.current = abort;
        setPending(location);
        view = await resolveView(data, createPath(location), { signal: abort.signal });
        if (mine !== ticket.current) return;
      }
      write?.();
      const next = { location, action, view };
      latest.current = next;
      startTransition(() => {
        setShown(next);
        setPending(null);
      });
    },
    [data],
  );

  useEffect(() => {
    // A fresh render (no prerendered page to hydrate) loads the address it was opened at.
    if (!latest.current.view) void visit(latest.current.location, NavigationType.Pop);
    const onPop = () => void visit(windowLocation(), NavigationType.Pop);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [visit]);

  const navigator = useMemo<Navigator>(() => {
    const go = (to: To, usr: unknown, action: NavigationType) => {
      const path = typeof to === 'string' ? parsePath(to) : to;
      const location: Location = {
        pathname: path.pathname ?? latest.current.location.pathname,
        search: path.search ?? '',
        hash: path.hash ?? '',
        state: usr ?? null,
        key: newKey(),
      };
      void visit(location, action, () => {
        const entry: HistoryEntry = { usr: location.state, key: location.key };
        const href = createPath(location);
        try {
          if (action === NavigationType.Push) window.history.pushState(entry, '', href);
          else window.history.replaceState(entry, '', href);
        } catch {
          // Browsers limit history writes; the address still opens, as a document.
          window.location.assign(href);
        }
      });
    };
    return {
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      go: (delta) => window.history.go(delta),
      push: (to, state) => go(to, state, NavigationType.Push),
      replace: (to, state) => go(to, state, NavigationType.Replace),
    };
  }, [visit]);

  const state = useMemo(() => ({ view: shown.view, pending }), [shown.view, pending]);
  return (
    <Router
      basename={routerBasename(data.site)}
      location={shown.location}
      navigationType={shown.action}
      navigator={navigator}
    >
      <RouterStateContext value={state}>
        <AppRoutes />
      </RouterStateContext>
    </Router>
  );
}
