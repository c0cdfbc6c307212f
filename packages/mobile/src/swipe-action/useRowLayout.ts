import { useRef, useState } from 'react';
import { sideOf, type SwipeActionSide } from './swipeSnap';
import { isRtl } from '../internal/direction';

/**
 * The row's elements, its text direction and its widths. The direction is read when a gesture or
 * focus begins, never during render.
 */
export function useRowLayout() {
  const rootRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const [rtl, setRtl] = useState(false);
  const rtlRef = useRef(false);

  const readDirection = () => {
    const now = !!rootRef.current && isRtl(rootRef.current);
    rtlRef.current = now;
    setRtl(now);
  };

  /** Widths of the row and of the actions now on its left and right. */
  const measure = () => {
    const start = startRef.current?.offsetWidth ?? 0;
    const end = endRef.current?.offsetWidth ?? 0;
    const leftToRight = !rtlRef.current;
    return {
      row: rootRef.current?.offsetWidth ?? 0,
      left: leftToRight ? start : end,
      right: leftToRight ? end : start,
    };
  };

  /** The resting offset that shows a side's actions. */
  const openOffset = (side: SwipeActionSide) => {
    const { left, right } = measure();
    return sideOf(1, rtlRef.current) === side ? left : -right;
  };

  return { rootRef, startRef, endRef, rtl, rtlRef, readDirection, measure, openOffset };
}

export type RowLayout = ReturnType<typeof useRowLayout>;
