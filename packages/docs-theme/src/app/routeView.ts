import { createContext, useContext } from 'react';
import type { Location } from 'react-router-dom';
import type { PageModule, RouteEntry } from '../types';

/** What an address shows, once its code and data have loaded. */
export type RouteView =
  | { kind: 'page'; route: RouteEntry; page: PageModule; loaderData?: unknown }
  | { kind: 'demo'; id: string }
  | { kind: 'notFound' }
  | { kind: 'error'; error: unknown };

export interface RouterState {
  /** What the current address shows; null until the first one has loaded (a fresh render). */
  view: RouteView | null;
  /** The address being loaded while the current one stays on screen, if any. */
  pending: Location | null;
}

export const RouterStateContext = createContext<RouterState>({ view: null, pending: null });

/** What the current address shows, and the address being loaded, if any. */
export const useRouterState = () => useContext(RouterStateContext);

/** The error a failed page or demo met: a chunk or its data that could not load, a render that threw. */
export const RouteErrorContext = createContext<unknown>(undefined);

/** The error the `ErrorScreen` slot shows. */
export const useRouteError = (): unknown => useContext(RouteErrorContext);

/** The route loader's data of the current page; undefined on a page without a loader. */
export function useLoaderData(): unknown {
  const { view } = useRouterState();
  return view?.kind === 'page' ? view.loaderData : undefined;
}
