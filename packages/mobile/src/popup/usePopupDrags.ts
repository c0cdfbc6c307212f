import { useMemo } from 'react';
import { useSheetSnap, type SheetSnapOptions } from './useSheetSnap';
import { useSwipeToClose } from './useSwipeToClose';

/**
 * The two ways a bottom popup is dragged: between its snap points by the sheet's handle, or down
 * to close by the swipe handle, which only a popup without snap points has. Returns
 * `[sheet, swipeHandleRef, dragging, style]`: `swipeHandleRef` is false without a swipe handle,
 * and `style` holds the drag's offset and the sheet's height as the body's CSS variables.
 */
export function usePopupDrags(options: SheetSnapOptions) {
  const sheet = useSheetSnap(options);
  const swipeable = options.closeOnSwipe && options.bottom && !sheet.enabled;
  const { handleRef, drag } = useSwipeToClose(
    swipeable && options.visible,
    options.bodyRef,
    options.onSwipeClose,
  );
  const offset = sheet.offset ?? drag;
  const height = sheet.height;
  const style = useMemo(() => {
    const own: Record<string, string> = {};
    if (offset) own['--tm-popup-drag-offset'] = `${Math.round(offset)}px`;
    if (height) own['--tm-popup-sheet-height'] = height;
    return offset || height ? own : undefined;
  }, [offset, height]);
  return [sheet, swipeable && handleRef, drag !== null || sheet.dragging, style] as const;
}
