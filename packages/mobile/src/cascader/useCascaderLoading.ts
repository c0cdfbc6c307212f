import { useCallback, useRef, useState } from 'react';
import { warn } from '../internal/warn';
import { pathKey, type CascaderValue } from './cascaderTree';

/**
 * Children loaded on demand: what has arrived (by the path of its parent) and which paths are
 * loading. A path is loaded once; a failed load warns and may be tried again by choosing the
 * option again.
 */
export function useCascaderLoading<O>(
  loadChildren: ((option: O) => Promise<O[]>) | undefined,
  component: string,
) {
  const [loaded, setLoaded] = useState<ReadonlyMap<string, O[]>>(new Map());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const started = useRef(new Set<string>());

  const load = useCallback(
    (path: CascaderValue[], option: O) => {
      const key = pathKey(path);
      if (!loadChildren || started.current.has(key)) return;
      started.current.add(key);
      setPending((now) => new Set(now).add(key));
      const settle = (children: O[] | undefined) => {
        setPending((now) => {
          const next = new Set(now);
          next.delete(key);
          return next;
        });
        if (children) setLoaded((now) => new Map(now).set(key, children));
        else started.current.delete(key);
      };
      loadChildren(option).then(
        (children) => settle(Array.isArray(children) ? children : []),
        (error: unknown) => {
          warn(component, `loadChildren failed for ${key}: ${String(error)}`);
          settle(undefined);
        },
      );
    },
    [loadChildren, component],
  );

  return { loaded, pending, load };
}
