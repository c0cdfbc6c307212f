import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while hydrating, true after. Anything that depends on what only
 * the browser knows (the query string of a prerendered page, the clock's time zone) renders
 * its server form first and switches after hydration, so hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
