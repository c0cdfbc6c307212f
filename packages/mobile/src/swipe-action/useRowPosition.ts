import { useEffect, useRef, useState } from 'react';
import { markClosed, markOpen } from './openRow';
import { sideOf, type SwipeActionSide } from './swipeSnap';

/**
 * Where the row's track is and where it last came to rest, one open row per page. `settle` brings
 * it to rest, closing the row open before and telling `onActionsReveal` of a newly shown side.
 */
export function useRowPosition(
  rtlRef: { readonly current: boolean },
  latest: { readonly current: { onActionsReveal?: (side: SwipeActionSide) => void } },
) {
  /** How far the track has moved: > 0 to the right, < 0 to the left. */
  const [offset, setOffset] = useState(0);
  /** A full swipe is armed: releasing now runs the outermost action. */
  const [expanded, setExpanded] = useState(false);
  /** Where the row last came to rest; drags and close requests start from here. */
  const resting = useRef(0);
  /** A `beforeClose` Promise is pending: further close requests wait for it. */
  const pending = useRef(false);
  const self = useRef({
    // Closed by another row opening; a row waiting on `beforeClose` stays until it settles.
    close: () => {
      if (pending.current) return;
      resting.current = 0;
      setOffset(0);
      setExpanded(false);
    },
  });

  const settle = (next: number) => {
    const before = resting.current;
    const isRtl = rtlRef.current;
    resting.current = next;
    setOffset(next);
    setExpanded(false);
    if (next === 0) return markClosed(self.current);
    markOpen(self.current);
    const side = sideOf(next, isRtl);
    if (before === 0 || sideOf(before, isRtl) !== side) latest.current.onActionsReveal?.(side);
  };

  useEffect(() => () => markClosed(self.current), []);

  return { offset, setOffset, expanded, setExpanded, resting, pending, self, settle };
}
