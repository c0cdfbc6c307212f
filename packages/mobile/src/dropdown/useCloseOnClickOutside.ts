import { useEffect, type RefObject } from 'react';

/**
 * While `enabled` (a panel is open and `closeOnClickOutside` is on), a click anywhere outside
 * the bar and the layer calls `close`. Heard in the capture phase, so a handler that stops the
 * click cannot keep the panel open.
 */
export function useCloseOnClickOutside(
  enabled: boolean,
  barRef: RefObject<HTMLElement | null>,
  layerRef: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  useEffect(() => {
    if (!enabled) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (barRef.current?.contains(target) || layerRef.current?.contains(target)) return;
      close();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [enabled, barRef, layerRef, close]);
}
