import * as styles from './SwipeAction.css';
import type { SwipeActionItem } from './SwipeAction';
import { outermost, type SwipeActionSide } from './swipeSnap';
import type { SwipeRow } from './useSwipeRow';

interface ActionGroupProps {
  items: SwipeActionItem[];
  side: SwipeActionSide;
  row: SwipeRow;
  /** The side whose actions the row shows now, if any. */
  shownSide: SwipeActionSide | null;
  dragging: boolean;
  label: string;
}

/** The actions of one side of a row: real buttons, revealed when focused. */
export function ActionGroup({ items, side, row, shownSide, dragging, label }: ActionGroupProps) {
  if (items.length === 0) return null;
  const primary = outermost(items, side);
  // In an armed full swipe only the action that will run is left.
  const armed = row.expanded && shownSide === side;
  return (
    <div
      ref={side === 'start' ? row.startRef : row.endRef}
      role="group"
      aria-label={label}
      className={styles.actions[side]}
      // Dragged past its actions, the side stretches to fill the gap (set only after mount).
      style={shownSide === side ? { minWidth: Math.abs(Math.round(row.offset)) } : undefined}
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
            if (dragging || row.pending.current) return;
            row.readDirection();
            const open = row.openOffset(side);
            if (row.resting.current !== open) row.settle(open);
          }}
          onClick={() => {
            if (!row.pending.current) row.runAction(item, side);
          }}
        >
          {item.text}
        </button>
      ))}
    </div>
  );
}
