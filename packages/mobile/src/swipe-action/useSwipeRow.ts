import { useLatest } from '../internal/useLatest';
import { askBeforeClose } from './askBeforeClose';
import type { SwipeActionCloseInfo, SwipeActionItem, SwipeActionProps } from './SwipeAction';
import type { SwipeActionSide } from './swipeSnap';
import { useRowLayout } from './useRowLayout';
import { useRowPosition } from './useRowPosition';

interface SwipeRowOptions extends Pick<
  SwipeActionProps,
  'beforeClose' | 'onAction' | 'onActionsReveal'
> {
  closeOnAction: boolean;
}

/** A row's layout and position, closing it through `beforeClose`, and running an action. */
export function useSwipeRow({
  beforeClose,
  onAction,
  onActionsReveal,
  closeOnAction,
}: SwipeRowOptions) {
  const layout = useRowLayout();
  const latest = useLatest({ onActionsReveal, beforeClose });
  const position = useRowPosition(layout.rtlRef, latest);
  const { resting, pending, settle } = position;

  /**
   * Closes the row unless `beforeClose` vetoes. While a returned Promise is pending the row is
   * held at `holdAt`; a veto brings it back to `stayAt`.
   */
  const requestClose = (info: SwipeActionCloseInfo, stayAt: number, holdAt = stayAt) => {
    if (pending.current) return;
    askBeforeClose(latest.current.beforeClose, info, {
      close: () => {
        // Focus must not stay on a button that slides out of view.
        const active = document.activeElement;
        if (layout.startRef.current?.contains(active) || layout.endRef.current?.contains(active))
          layout.rootRef.current?.focus();
        settle(0);
      },
      stay: () => settle(stayAt),
      hold: () => {
        pending.current = true;
        resting.current = holdAt;
        position.setOffset(holdAt);
      },
      settled: () => {
        pending.current = false;
      },
    });
  };

  const runAction = (
    item: SwipeActionItem,
    side: SwipeActionSide,
    holdAt?: number,
    open = layout.openOffset(side),
  ) => {
    item.onClick?.();
    onAction?.(item);
    if (closeOnAction) requestClose({ reason: 'action', action: item }, open, holdAt);
    else settle(open);
  };

  return { ...layout, ...position, requestClose, runAction };
}

export type SwipeRow = ReturnType<typeof useSwipeRow>;
