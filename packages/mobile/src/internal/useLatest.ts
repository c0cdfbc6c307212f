import { useEffect, useLayoutEffect, useRef } from 'react';

// useLayoutEffect warns on the server under React 18; effects never run there anyway.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** A ref that always holds the latest value, for callbacks read inside long-lived listeners. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
