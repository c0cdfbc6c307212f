import { useInsertionEffect, useRef } from 'react';

/** A ref that always holds the latest value, for callbacks read inside long-lived listeners. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  // Insertion effects run before every other effect and, unlike layout effects, never warn
  // during server rendering on React 18.
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}
