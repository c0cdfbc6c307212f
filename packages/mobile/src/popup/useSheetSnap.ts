import { useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
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
  /** The popup is open: the handle can be dragged, and each opening starts at `defaultSnap`. */
  visible: boolean;
  closeOnSwipe: boolean;
  /** Asks the popup to close after a swipe below the lowest point. */
  onSwipeClose: () => void;
  /** The sheet; its parent is the container the fractions refer to. */
  bodyRef: RefObject<HTMLElement | null>;
}

/**
 * Snap points of a bottom sheet: the current point (controlled or not, back to `defaultSnap`
 * on every opening), dragging the handle between points, and the handle's arrow keys. Put the
 * returned `handleRef` on the handle.
 */
export function useSheetSnap({
  bottom,
  snapPoints,
  defaultSnap,
  snap,
  onSnapChange,
  visible,
  closeOnSwipe,
  onSwipeClose,
  bodyRef,
}: SheetSnapOptions) {
  const snapKey = snapPoints?.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by value: inline arrays are new every render
  const points = useMemo(() => normalizeSnapPoints(snapPoints), [snapKey]);
  const enabled = bottom && points.length > 0;
  const [ownIndex, setOwnIndex] = useState(defaultSnap);
  // An opening starts at `defaultSnap`. Reset while rendering, not in an effect, so the first
  // frame is already there; the user did not move the sheet, so `onSnapChange` stays silent.
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setOwnIndex(defaultSnap);
  }
  const controlled = snap !== undefined;
  const snapIndex = controlled ? snap : ownIndex;
  const index = Math.min(Math.max(Math.round(snapIndex) || 0, 0), Math.max(points.length - 1, 0));
  const [drag, setDrag] = useState<SheetDrag | null>(null);

  /** The user moved the sheet to `next`: the only thing that calls `onSnapChange`. */
  const moveTo = (next: number) => {
    if (next === index) return;
    if (!controlled) setOwnIndex(next);
    onSnapChange?.(next);
  };

  // Heights in px, measured when a drag starts: the container may have been resized since.
  const measured = useRef<{ heights: number[]; container: number }>({ heights: [], container: 0 });
  const handleRef = useDrag({
    axis: 'y',
    enabled: enabled && visible,
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
      else moveTo(settled);
    },
  });

  const onHandleKeyDown = (event: KeyboardEvent) => {
    const next = snapForKey(event.key, index, points.length);
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
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
    handleRef,
    onHandleKeyDown,
  };
}
