import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useControllableState } from '../internal/useControllableState';
import { useDrag } from '../internal/useDrag';
import {
  dragSheet,
  normalizeSnapPoints,
  releaseSheet,
  snapForKey,
  snapHeightCss,
  snapHeightPx,
  type SheetDrag,
  type SnapPoint,
} from './sheetSnap';

export interface SheetSnapOptions {
  /** Whether the popup is a bottom one (only those snap). */
  bottom: boolean;
  snapPoints: SnapPoint[] | undefined;
  defaultSnap: number;
  snap: number | undefined;
  onSnapChange: ((index: number) => void) | undefined;
  visible: boolean;
  /** The popup is open and mounted: the handle can be dragged. */
  active: boolean;
  closeOnSwipe: boolean;
  /** Asks the popup to close after a swipe below the lowest point. */
  onSwipeClose: () => void;
  handleRef: RefObject<HTMLElement | null>;
  /** The sheet; its parent is the container the fractions refer to. */
  bodyRef: RefObject<HTMLElement | null>;
}

/**
 * Snap points of a bottom sheet: the current point (controlled or not, back to `defaultSnap`
 * on every opening), dragging the handle between points, and the handle's arrow keys.
 */
export function useSheetSnap({
  bottom,
  snapPoints,
  defaultSnap,
  snap,
  onSnapChange,
  visible,
  active,
  closeOnSwipe,
  onSwipeClose,
  handleRef,
  bodyRef,
}: SheetSnapOptions) {
  const snapKey = snapPoints?.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by value: inline arrays are new every render
  const points = useMemo(() => normalizeSnapPoints(snapPoints), [snapKey]);
  const enabled = bottom && points.length > 0;
  const [snapIndex, setSnapIndex] = useControllableState({
    value: snap,
    defaultValue: defaultSnap,
    onChange: onSnapChange,
  });
  const index = Math.min(Math.max(Math.round(snapIndex) || 0, 0), Math.max(points.length - 1, 0));
  const [drag, setDrag] = useState<SheetDrag | null>(null);

  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current && snap === undefined) setSnapIndex(defaultSnap);
    wasVisible.current = visible;
  }, [visible, snap, defaultSnap, setSnapIndex]);

  // Heights in px, measured when a drag starts: the container may have been resized since.
  const measured = useRef<{ heights: number[]; container: number }>({ heights: [], container: 0 });
  useDrag(handleRef, {
    axis: 'y',
    enabled: enabled && active,
    onDrag: ({ phase, movement: [, dy], velocity: [, vy] }) => {
      if (phase === 'start') {
        const container = bodyRef.current?.parentElement?.clientHeight ?? 0;
        measured.current = {
          container,
          heights: points.map((point) => snapHeightPx(point, container)),
        };
      }
      const { heights, container } = measured.current;
      const start = heights[index] ?? 0;
      if (phase !== 'end') {
        setDrag(dragSheet(start, dy, heights, closeOnSwipe, container));
        return;
      }
      setDrag(null);
      const settled = releaseSheet(start, dy, vy, heights, closeOnSwipe);
      if (settled === 'close') onSwipeClose();
      else setSnapIndex(settled);
    },
  });

  const onHandleKeyDown = (event: KeyboardEvent) => {
    const next = snapForKey(event.key, index, points.length);
    if (next === undefined) return;
    event.preventDefault();
    setSnapIndex(next);
  };

  const height = drag
    ? `${Math.round(drag.height)}px`
    : enabled
      ? snapHeightCss(points[index]!)
      : undefined;

  return {
    /** The popup is a sheet with snap points. */
    enabled,
    index,
    count: points.length,
    /** The sheet's height as CSS, or undefined when it is not a sheet. */
    height,
    /** How far a drag pushes the sheet down below its lowest point. */
    offset: drag?.offset ?? null,
    dragging: drag !== null,
    onHandleKeyDown,
  };
}
