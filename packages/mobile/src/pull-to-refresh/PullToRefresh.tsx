import { useRef, useState, type ReactNode } from 'react';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { getScrollParent, scrollTopOf } from '../internal/scrollParent';
import { useDrag } from '../internal/useDrag';
import { useLatest } from '../internal/useLatest';
import { PullHead } from './PullHead';
import * as styles from './PullToRefresh.css';
import { pullDistance, statusWhilePulling, type PullStatus } from './pullStatus';
import { useRefresh } from './useRefresh';

const DEFAULT_HEAD_HEIGHT = 40;

export interface PullToRefreshProps extends NativeProps<'--tm-pull-to-refresh-head-height'> {
  /**
   * Called on release past the threshold; the refreshing state lasts until the Promise settles.
   * If it rejects, the head closes without the complete text and the error is reported.
   */
  onRefresh?: () => Promise<unknown> | void;
  /** Text while pulling; defaults to the locale's. */
  pullingText?: ReactNode;
  /** Text once releasing will refresh; defaults to the locale's. */
  canReleaseText?: ReactNode;
  /** Text while refreshing; defaults to the locale's. */
  refreshingText?: ReactNode;
  /** Text after refreshing; defaults to the locale's. */
  completeText?: ReactNode;
  /** Renders the head for a status instead of the texts. */
  renderText?: (status: PullStatus) => ReactNode;
  /**
   * Distance in px the content must be pulled before releasing refreshes.
   * @defaultValue 60
   */
  threshold?: number;
  /**
   * Height in px of the head that shows the status while refreshing.
   * @defaultValue 40
   */
  headHeight?: number;
  /**
   * How long in ms the complete text stays before the head closes.
   * @defaultValue 500
   */
  completeDelay?: number;
  /**
   * Turns pulling off.
   * @defaultValue false
   */
  disabled?: boolean;
  /** The scrollable content. */
  children?: ReactNode;
}

/**
 * Pull down at the top of a list to refresh it. It engages only when its scroll container is at
 * the very top and the drag starts downward, so scrolling back up never triggers it.
 */
export function PullToRefresh({
  onRefresh,
  pullingText,
  canReleaseText,
  refreshingText,
  completeText,
  renderText,
  threshold = 60,
  headHeight = DEFAULT_HEAD_HEIGHT,
  completeDelay = 500,
  disabled = false,
  children,
  ...rest
}: PullToRefreshProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);
  const engaged = useRef(false);
  const latest = useLatest({ onRefresh, completeDelay, headHeight, threshold });
  const [status, setStatus, offset, setOffset, refresh, close] = useRefresh(latest);
  const busy = status === 'refreshing' || status === 'complete';

  const trackRef = useDrag({
    axis: 'y',
    enabled: !disabled && !busy,
    canStart: () => scrollTopOf(getScrollParent(rootRef.current)) <= 0,
    // Only a pull that engaged takes the gesture from the browser's scrolling.
    preventScroll: ({ movement: [, dy] }) => engaged.current && dy > 0,
    onDrag: ({ phase, movement: [, dy] }) => {
      // A drag that starts upward is the user scrolling the content: never a pull.
      if (phase === 'start') engaged.current = dy > 0;
      if (!engaged.current) return;
      const distance = pullDistance(dy);
      if (phase !== 'end') {
        setDragging(true);
        setOffset(distance);
        setStatus(statusWhilePulling(distance, latest.current.threshold));
        return;
      }
      engaged.current = false;
      setDragging(false);
      if (statusWhilePulling(distance, latest.current.threshold) === 'canRelease') void refresh();
      else close();
    },
  });

  const ownStyle =
    headHeight !== DEFAULT_HEAD_HEIGHT
      ? ({ '--tm-pull-to-refresh-head-height': `${headHeight}px` } as Record<string, string>)
      : undefined;
  const trackStyle = offset
    ? ({ '--tm-pull-to-refresh-offset': `${Math.round(offset)}px` } as Record<string, string>)
    : undefined;

  return (
    <div ref={rootRef} data-state={status} {...nativeProps(rest, styles.root, ownStyle)}>
      <div
        ref={trackRef}
        className={styles.track}
        data-dragging={dragging || undefined}
        style={trackStyle}
      >
        <PullHead
          status={status}
          renderText={renderText}
          pullingText={pullingText}
          canReleaseText={canReleaseText}
          refreshingText={refreshingText}
          completeText={completeText}
        />
        {children}
      </div>
    </div>
  );
}
