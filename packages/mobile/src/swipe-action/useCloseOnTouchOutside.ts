import { useEffect } from 'react';
import { useLatest } from '../internal/useLatest';
import type { SwipeRow } from './useSwipeRow';

/** Closes the open row when something outside it is touched. */
export function useCloseOnTouchOutside(row: SwipeRow, enabled: boolean) {
  // Listening only while the row is open; the latest requestClose is read through a ref, so a
  // drag (a render per move) does not remove and add the listener each time.
  const closeLatest = useLatest(row.requestClose);
  const { rootRef, resting } = row;
  const isOpen = row.offset !== 0;
  useEffect(() => {
    if (!isOpen || !enabled) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node) || resting.current === 0) return;
      closeLatest.current({ reason: 'outside' }, resting.current);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [isOpen, enabled, closeLatest, rootRef, resting]);
}
