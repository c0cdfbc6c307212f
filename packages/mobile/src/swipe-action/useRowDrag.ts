import { useRef, useState } from 'react';
import { rubberBand } from '../internal/rubberBand';
import { useDrag } from '../internal/useDrag';
import { closeOtherRow } from './openRow';
import type { SwipeActionItem } from './SwipeAction';
import {
  allowsFullSwipe,
  clampDrag,
  isFullSwipe,
  outermost,
  sideOf,
  snapOffset,
  type SwipeActionSide,
} from './swipeSnap';
import type { SwipeRow } from './useSwipeRow';

interface RowDragOptions {
  startActions: SwipeActionItem[];
  endActions: SwipeActionItem[];
  fullSwipe: boolean | SwipeActionSide;
}

/**
 * Sideways drags of the row: the track follows the finger, resisting past the actions (or, with
 * full swipe, across the row), and settles open or closed on release, or runs the outermost
 * action of an armed full swipe. Put the returned ref on the track.
 */
export function useRowDrag(row: SwipeRow, { startActions, endActions, fullSwipe }: RowDragOptions) {
  const [dragging, setDragging] = useState(false);
  const drag = useRef({ start: 0, row: 0, left: 0, right: 0 });
  const trackRef = useDrag({
    axis: 'x',
    onDrag: ({ phase, movement: [dx], velocity: [vx] }) => {
      const d = drag.current;
      if (phase === 'start') {
        // Another row closes as soon as this one moves, not only when it comes to rest.
        closeOtherRow(row.self.current);
        row.readDirection();
        Object.assign(d, { start: row.resting.current }, row.measure());
      }
      const isRtl = row.rtlRef.current;
      const full = (side: SwipeActionSide) => allowsFullSwipe(fullSwipe, side);
      // A side with full swipe follows the finger across the row; others resist past their actions.
      const maxLeft = d.left > 0 && full(sideOf(1, isRtl)) ? d.row : d.left;
      const maxRight = d.right > 0 && full(sideOf(-1, isRtl)) ? d.row : d.right;
      const next = clampDrag(d.start + dx, maxLeft, maxRight, (past) => rubberBand(past, 200));
      const side = sideOf(next, isRtl);
      const armed =
        next !== 0 && full(side) && isFullSwipe(next, next > 0 ? d.left : d.right, d.row);
      if (phase !== 'end') {
        setDragging(true);
        row.setOffset(next);
        row.setExpanded(armed);
        return;
      }
      setDragging(false);
      const item = armed && outermost(side === 'start' ? startActions : endActions, side);
      if (item) {
        const across = next > 0 ? d.row : -d.row;
        row.setOffset(across);
        row.runAction(item, side, across, next > 0 ? d.left : -d.right);
        return;
      }
      const target = snapOffset(next, vx, d.left, d.right);
      if (target === 0 && d.start !== 0) row.requestClose({ reason: 'swipe' }, d.start);
      else row.settle(target);
    },
  });
  return { trackRef, dragging };
}
