import { forwardRef, useImperativeHandle, type KeyboardEvent, type ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { swipeAction as english } from '../locale/en-US/swipeAction';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { ActionGroup } from './ActionGroup';
import * as styles from './SwipeAction.css';
import { sideOf, type SwipeActionSide } from './swipeSnap';
import { useCloseOnTouchOutside } from './useCloseOnTouchOutside';
import { useRowDrag } from './useRowDrag';
import { useSwipeRow } from './useSwipeRow';

export type { SwipeActionSide } from './swipeSnap';

export interface SwipeActionItem {
  /** Unique key. */
  key: string | number;
  /** Label. */
  text: ReactNode;
  /**
   * Background colour role.
   * @defaultValue 'light'
   */
  color?: 'light' | 'primary' | 'success' | 'warning' | 'danger';
  /** Tap handler of this action. */
  onClick?: () => void;
}

/** Why a row is about to close, as passed to `beforeClose`. */
export interface SwipeActionCloseInfo {
  /**
   * `'action'`: an action was tapped or full-swiped; `'outside'`: a touch outside the row;
   * `'swipe'`: the row was swiped shut; `'escape'`: the Escape key.
   */
  reason: 'action' | 'outside' | 'swipe' | 'escape';
  /** The action used, when `reason` is `'action'`. */
  action?: SwipeActionItem;
}

export interface SwipeActionRef {
  /** Reveals the actions of a side (the end side unless told). */
  show: (side?: SwipeActionSide) => void;
  /** Closes the row at once, without asking `beforeClose`. */
  close: () => void;
}

export interface SwipeActionProps extends NativeProps<
  '--tm-swipe-action-background' | '--tm-swipe-action-action-width'
> {
  /**
   * Actions at the start of the row (left in left-to-right text, right in right-to-left text),
   * revealed by swiping towards the end.
   * @defaultValue []
   */
  startActions?: SwipeActionItem[];
  /**
   * Actions at the end of the row (right in left-to-right text, left in right-to-left text),
   * revealed by swiping towards the start.
   * @defaultValue []
   */
  endActions?: SwipeActionItem[];
  /**
   * Full swipe: dragging the row most of the way across stretches the outermost action of that
   * side over the row, and releasing runs it. `true` turns it on for both sides.
   * @defaultValue false
   */
  fullSwipe?: boolean | SwipeActionSide;
  /**
   * Closes the row after an action is tapped.
   * @defaultValue true
   */
  closeOnAction?: boolean;
  /**
   * Closes the row when something outside it is touched.
   * @defaultValue true
   */
  closeOnTouchOutside?: boolean;
  /**
   * Asked before the row closes (except through the ref's `close`, or when another row opens).
   * Return or resolve `false` to keep it open. The row stays open until a returned Promise
   * settles, even if another row opens meanwhile; a rejected Promise also keeps it open.
   */
  beforeClose?: (info: SwipeActionCloseInfo) => boolean | void | Promise<boolean | void>;
  /** Called with the tapped or full-swiped action. */
  onAction?: (action: SwipeActionItem) => void;
  /** Called when a side's actions have been revealed. */
  onActionsReveal?: (side: SwipeActionSide) => void;
  /** The row content. */
  children?: ReactNode;
}

/**
 * A list row that reveals actions when swiped sideways. Vertical drags scroll the list as usual;
 * the actions are real buttons, and focusing one reveals it, so keyboard and screen-reader users
 * reach them without swiping. Sides follow the text direction: in right-to-left text the start
 * actions sit on the right.
 */
export const SwipeAction = forwardRef<SwipeActionRef, SwipeActionProps>(function SwipeAction(
  {
    startActions = [],
    endActions = [],
    fullSwipe = false,
    closeOnAction = true,
    closeOnTouchOutside = true,
    beforeClose,
    onAction,
    onActionsReveal,
    children,
    ...rest
  },
  ref,
) {
  const texts = useLocaleTexts('swipeAction', english);
  const row = useSwipeRow({ beforeClose, onAction, onActionsReveal, closeOnAction });
  const { trackRef, dragging } = useRowDrag(row, { startActions, endActions, fullSwipe });
  useCloseOnTouchOutside(row, closeOnTouchOutside);
  const { offset, resting } = row;

  useImperativeHandle(ref, () => ({
    show: (side = 'end') => {
      row.readDirection();
      row.settle(row.openOffset(side));
    },
    close: () => row.settle(0),
  }));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || resting.current === 0) return;
    // Handled here, so an enclosing Popup stays open.
    event.stopPropagation();
    row.requestClose({ reason: 'escape' }, resting.current);
  };

  const shownSide = offset ? sideOf(offset, row.rtl) : null;
  const group = (items: SwipeActionItem[], side: SwipeActionSide) => (
    <ActionGroup
      items={items}
      side={side}
      row={row}
      shownSide={shownSide}
      dragging={dragging}
      label={texts.actions}
    />
  );
  const trackStyle = offset
    ? ({ '--tm-swipe-action-offset': `${Math.round(offset)}px` } as Record<string, string>)
    : undefined;
  return (
    // Escape from a focused action bubbles here; the row itself is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={row.rootRef}
      // Focus lands here when the row closes under a focused action.
      tabIndex={-1}
      data-state={offset ? 'open' : 'closed'}
      onKeyDown={onKeyDown}
      {...nativeProps(rest, styles.root)}
    >
      <div
        ref={trackRef}
        className={styles.track}
        data-dragging={dragging || undefined}
        style={trackStyle}
      >
        {group(startActions, 'start')}
        <div className={styles.content}>{children}</div>
        {group(endActions, 'end')}
      </div>
    </div>
  );
});
