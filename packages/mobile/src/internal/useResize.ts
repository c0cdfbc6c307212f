import { type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';
import { useLatest } from './useLatest';

/**
 * Calls `onResize` once the element is laid out and again whenever its size changes, including
 * when it goes from hidden (`display: none`, a closed Popup) to shown, so measurements taken
 * while hidden are redone. Never runs on the server.
 */
export function useResize(ref: RefObject<HTMLElement | null>, onResize: () => void): void {
  const latest = useLatest(onResize);
  useIsomorphicLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    latest.current();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => latest.current());
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, latest]);
}
