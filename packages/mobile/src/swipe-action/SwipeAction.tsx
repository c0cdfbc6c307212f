import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { swipeAction as english } from '../locale/en-US/swipeAction';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { rubberBand } from '../internal/rubberBand';
import { useDrag } from '../internal/useDrag';
import { useLatest } from '../internal/useLatest';
import * as styles from './SwipeAction.css';
import { clampDrag, isFullSwipe, sideOf, snapOffset, type SwipeActionSide } from './swipeSnap';

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

/** The row that is open now: opening another row closes it, so one row is open per page. */
let openRow: { close: () => void } | null = null;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

const allowsFullSwipe = (fullSwipe: boolean | SwipeActionSide, side: SwipeActionSide) =>
  fullSwipe === true || fullSwipe === side;

/** The action a full swipe runs: the one farthest from the content. */
const outermost = (items: SwipeActionItem[], side: SwipeActionSide) =>
  side === 'start' ? items[0] : items[items.length - 1];

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
  const rootRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  /** How far the track has moved: > 0 to the right, < 0 to the left. */
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  /** A full swipe is armed: releasing now runs the outermost action. */
  const [expanded, setExpanded] = useState(false);
  const [rtl, setRtl] = useState(false);
  /** Where the row last came to rest; drags and close requests start from here. */
  const resting = useRef(0);
  const drag = useRef({ start: 0, row: 0, left: 0, right: 0 });
  const rtlRef = useRef(false);
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
  const latest = useLatest({ onActionsReveal, beforeClose, fullSwipe });

  /** Reads the text direction when a gesture or focus begins; never during render. */
  const readDirection = () => {
    const isRtl = rootRef.current?.closest('[dir]')?.getAttribute('dir') === 'rtl';
    rtlRef.current = isRtl;
    setRtl(isRtl);
  };

  /** Widths of the row and of the actions now on its left and right. */
  const measure = () => {
    const start = startRef.current?.offsetWidth ?? 0;
    const end = endRef.current?.offsetWidth ?? 0;
    const isRtl = rtlRef.current;
    return {
      row: rootRef.current?.offsetWidth ?? 0,
      left: isRtl ? end : start,
      right: isRtl ? start : end,
    };
  };

  /** The resting offset that shows a side's actions. */
  const openOffset = (side: SwipeActionSide) => {
    const { left, right } = measure();
    return sideOf(1, rtlRef.current) === side ? left : -right;
  };

  const settle = (next: number) => {
    const before = resting.current;
    const isRtl = rtlRef.current;
    resting.current = next;
    setOffset(next);
    setExpanded(false);
    if (next === 0) {
      if (openRow === self.current) openRow = null;
      return;
    }
    if (openRow && openRow !== self.current) openRow.close();
    openRow = self.current;
    const side = sideOf(next, isRtl);
    if (before === 0 || sideOf(before, isRtl) !== side) latest.current.onActionsReveal?.(side);
  };

  /**
   * Closes the row unless `beforeClose` vetoes. While a returned Promise is pending the row is
   * held at `holdAt`; a veto brings it back to `stayAt`.
   */
  const requestClose = (info: SwipeActionCloseInfo, stayAt: number, holdAt = stayAt) => {
    if (pending.current) return;
    const close = () => {
      // Focus must not stay on a button that slides out of view.
      const active = document.activeElement;
      if (startRef.current?.contains(active) || endRef.current?.contains(active))
        rootRef.current?.focus();
      settle(0);
    };
    const stay = () => settle(stayAt);
    const guard = latest.current.beforeClose;
    if (!guard) return close();
    let verdict: ReturnType<typeof guard>;
    try {
      verdict = guard(info);
    } catch (error) {
      stay();
      throw error;
    }
    if (!isThenable(verdict)) return verdict === false ? stay() : close();
    pending.current = true;
    resting.current = holdAt;
    setOffset(holdAt);
    verdict.then(
      (result) => {
        pending.current = false;
        if (result === false) stay();
        else close();
      },
      () => {
        pending.current = false;
        stay();
      },
    );
  };

  const runAction = (
    item: SwipeActionItem,
    side: SwipeActionSide,
    holdAt?: number,
    open = openOffset(side),
  ) => {
    item.onClick?.();
    onAction?.(item);
    if (closeOnAction) requestClose({ reason: 'action', action: item }, open, holdAt);
    else settle(open);
  };

  useImperativeHandle(ref, () => ({
    show: (side = 'end') => {
      readDirection();
      settle(openOffset(side));
    },
    close: () => settle(0),
  }));

  const trackRef = useDrag({
    axis: 'x',
    onDrag: ({ phase, movement: [dx], velocity: [vx] }) => {
      const d = drag.current;
      if (phase === 'start') {
        // Another row closes as soon as this one moves, not only when it comes to rest.
        if (openRow && openRow !== self.current) openRow.close();
        readDirection();
        Object.assign(d, { start: resting.current }, measure());
      }
      const isRtl = rtlRef.current;
      const full = (side: SwipeActionSide) => allowsFullSwipe(latest.current.fullSwipe, side);
      // A side with full swipe follows the finger across the row; others resist past their actions.
      const maxLeft = d.left > 0 && full(sideOf(1, isRtl)) ? d.row : d.left;
      const maxRight = d.right > 0 && full(sideOf(-1, isRtl)) ? d.row : d.right;
      const next = clampDrag(d.start + dx, maxLeft, maxRight, (past) => rubberBand(past, 200));
      const side = sideOf(next, isRtl);
      const armed =
        next !== 0 && full(side) && isFullSwipe(next, next > 0 ? d.left : d.right, d.row);
      if (phase !== 'end') {
        setDragging(true);
        setOffset(next);
        setExpanded(armed);
        return;
      }
      setDragging(false);
      const item = armed && outermost(side === 'start' ? startActions : endActions, side);
      if (item) {
        const across = next > 0 ? d.row : -d.row;
        setOffset(across);
        runAction(item, side, across, next > 0 ? d.left : -d.right);
        return;
      }
      const target = snapOffset(next, vx, d.left, d.right);
      if (target === 0 && d.start !== 0) requestClose({ reason: 'swipe' }, d.start);
      else settle(target);
    },
  });

  // Listening only while the row is open; the latest requestClose is read through a ref, so a
  // drag (a render per move) does not remove and add the listener each time.
  const closeLatest = useLatest(requestClose);
  const isOpen = offset !== 0;
  useEffect(() => {
    if (!isOpen || !closeOnTouchOutside) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node) || resting.current === 0) return;
      closeLatest.current({ reason: 'outside' }, resting.current);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [isOpen, closeOnTouchOutside, closeLatest]);

  useEffect(
    () => () => {
      if (openRow === self.current) openRow = null;
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || resting.current === 0) return;
    // Handled here, so an enclosing Popup stays open.
    event.stopPropagation();
    requestClose({ reason: 'escape' }, resting.current);
  };

  const shownSide = offset ? sideOf(offset, rtl) : null;
  const renderActions = (items: SwipeActionItem[], side: SwipeActionSide) => {
    if (items.length === 0) return null;
    const primary = outermost(items, side);
    // In an armed full swipe only the action that will run is left.
    const armed = expanded && shownSide === side;
    return (
      <div
        ref={side === 'start' ? startRef : endRef}
        role="group"
        aria-label={texts.actions}
        className={styles.actions[side]}
        // Dragged past its actions, the side stretches to fill the gap (set only after mount).
        style={shownSide === side ? { minWidth: Math.abs(Math.round(offset)) } : undefined}
      >
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            className={`${styles.action} ${styles.color[item.color ?? 'light']}`}
            data-primary={item === primary || undefined}
            hidden={armed && item !== primary}
            // Focus from the keyboard reveals the actions that would otherwise sit off-screen.
            onFocus={() => {
              if (dragging || pending.current) return;
              readDirection();
              const open = openOffset(side);
              if (resting.current !== open) settle(open);
            }}
            onClick={() => {
              if (!pending.current) runAction(item, side);
            }}
          >
            {item.text}
          </button>
        ))}
      </div>
    );
  };

  const trackStyle = offset
    ? ({ '--tm-swipe-action-offset': `${Math.round(offset)}px` } as Record<string, string>)
    : undefined;
  return (
    // Escape from a focused action bubbles here; the row itself is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
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
        {renderActions(startActions, 'start')}
        <div className={styles.content}>{children}</div>
        {renderActions(endActions, 'end')}
      </div>
    </div>
  );
});
