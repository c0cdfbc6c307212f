import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { rubberBand } from '../internal/rubberBand';
import { useDrag } from '../internal/useDrag';
import { useLatest } from '../internal/useLatest';
import * as styles from './SwipeAction.css';
import { clampDrag, snapOffset } from './swipeSnap';

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

export interface SwipeActionRef {
  /** Reveals the actions on a side. */
  show: (side?: 'left' | 'right') => void;
  /** Closes the row. */
  close: () => void;
}

export interface SwipeActionProps extends NativeProps<
  '--tm-swipe-action-background' | '--tm-swipe-action-action-width'
> {
  /**
   * Actions revealed by swiping right (they sit on the left).
   * @defaultValue []
   */
  leftActions?: SwipeActionItem[];
  /**
   * Actions revealed by swiping left (they sit on the right).
   * @defaultValue []
   */
  rightActions?: SwipeActionItem[];
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
  /** Called with the tapped action. */
  onAction?: (action: SwipeActionItem) => void;
  /** Called when a side's actions have been revealed. */
  onActionsReveal?: (side: 'left' | 'right') => void;
  /** The row content. */
  children?: ReactNode;
}

/** The row that is open now: opening another row closes it, so one row is open per page. */
let openRow: { close: () => void } | null = null;

/**
 * A list row that reveals actions when swiped sideways. Vertical drags scroll the list as usual;
 * the actions are real buttons, and focusing one reveals it, so keyboard and screen-reader users
 * reach them without swiping.
 */
export const SwipeAction = forwardRef<SwipeActionRef, SwipeActionProps>(function SwipeAction(
  {
    leftActions = [],
    rightActions = [],
    closeOnAction = true,
    closeOnTouchOutside = true,
    onAction,
    onActionsReveal,
    children,
    ...rest
  },
  ref,
) {
  const rootRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const leftRef = useRef<HTMLDivElement>(null);
  const rightRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const dragStart = useRef(0);
  const self = useRef({ close: () => setOffset(0) });
  const latest = useLatest({ onActionsReveal, offset });

  const settle = (next: number) => {
    setOffset(next);
    if (next === 0) {
      if (openRow === self.current) openRow = null;
      return;
    }
    if (openRow && openRow !== self.current) openRow.close();
    openRow = self.current;
    latest.current.onActionsReveal?.(next > 0 ? 'left' : 'right');
  };

  const widths = () =>
    [leftRef.current?.offsetWidth ?? 0, rightRef.current?.offsetWidth ?? 0] as const;

  useImperativeHandle(ref, () => ({
    show: (side = 'right') => {
      const [left, right] = widths();
      settle(side === 'left' ? left : -right);
    },
    close: () => settle(0),
  }));

  useDrag(trackRef, {
    axis: 'x',
    onDrag: ({ phase, movement: [dx], velocity: [vx] }) => {
      const [left, right] = widths();
      const start = phase === 'start' ? latest.current.offset : dragStart.current;
      if (phase === 'start') dragStart.current = start;
      const next = clampDrag(start + dx, left, right, (past) => rubberBand(past, 200));
      if (phase !== 'end') {
        setDragging(true);
        setOffset(next);
        return;
      }
      setDragging(false);
      settle(snapOffset(next, vx, left, right));
    },
  });
  useEffect(() => {
    if (!offset || !closeOnTouchOutside) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOffset(0);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [offset, closeOnTouchOutside]);

  useEffect(
    () => () => {
      if (openRow === self.current) openRow = null;
    },
    [],
  );

  const renderActions = (items: SwipeActionItem[], side: 'left' | 'right') =>
    items.length > 0 && (
      <div ref={side === 'left' ? leftRef : rightRef} className={styles.actions[side]}>
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            className={`${styles.action} ${styles.color[item.color ?? 'light']}`}
            // Focus from the keyboard reveals the actions that would otherwise sit off-screen.
            onFocus={() => {
              const [left, right] = widths();
              if (!dragging) settle(side === 'left' ? left : -right);
            }}
            onClick={() => {
              item.onClick?.();
              onAction?.(item);
              if (closeOnAction) settle(0);
            }}
          >
            {item.text}
          </button>
        ))}
      </div>
    );

  const trackStyle = offset
    ? ({ '--tm-swipe-action-offset': `${Math.round(offset)}px` } as Record<string, string>)
    : undefined;
  return (
    <div ref={rootRef} data-state={offset ? 'open' : 'closed'} {...nativeProps(rest, styles.root)}>
      <div
        ref={trackRef}
        className={styles.track}
        data-dragging={dragging || undefined}
        style={trackStyle}
      >
        {renderActions(leftActions, 'left')}
        <div className={styles.content}>{children}</div>
        {renderActions(rightActions, 'right')}
      </div>
    </div>
  );
});
