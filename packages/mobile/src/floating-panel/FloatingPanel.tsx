import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { floatingPanel as english } from '../locale/en-US/floatingPanel';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { useDrag } from '../internal/useDrag';
import { useLatest } from '../internal/useLatest';
import { useMounted } from '../internal/useMounted';
import { pageText } from '../page-indicator/pageCount';
import { snapForKey } from '../popup/sheetSnap';
import * as styles from './FloatingPanel.css';
import { dragOwner, dragPanel, normalizeAnchors, releaseAnchor, type DragOwner } from './panelDrag';

export interface FloatingPanelRef {
  /** Moves the panel to a height in px (any height, not only an anchor). */
  setHeight: (height: number, options?: { immediate?: boolean }) => void;
}

export interface FloatingPanelProps extends NativeProps<
  '--tm-floating-panel-z-index' | '--tm-floating-panel-background' | '--tm-floating-panel-radius'
> {
  /** Heights in px the panel rests at; it starts at the lowest. */
  anchors: number[];
  /**
   * Dragging the content moves the panel too: up until the highest anchor, after which the
   * content scrolls; down once the content is scrolled to its top.
   * @defaultValue true
   */
  handleDraggingOfContent?: boolean;
  /** Called whenever the height changes, with the height in px and whether it is being dragged. */
  onHeightChange?: (height: number, dragging: boolean) => void;
  /** The panel's content; it scrolls inside the panel. */
  children?: ReactNode;
}

interface Gesture {
  start: number;
  owner: DragOwner | null;
  scrollStart: number;
}

/**
 * A panel fixed to the bottom of the screen that the user drags between heights (anchors), as
 * in maps. Its handle is a slider for keyboards and screen readers.
 */
export const FloatingPanel = forwardRef<FloatingPanelRef, FloatingPanelProps>(
  function FloatingPanel(
    { anchors: anchorsProp, handleDraggingOfContent = true, onHeightChange, children, ...rest },
    ref,
  ) {
    const texts = useLocaleTexts('floatingPanel', english);
    const mounted = useMounted();
    const anchors = normalizeAnchors(anchorsProp);
    const highest = anchors[anchors.length - 1]!;
    const [height, setHeightState] = useState(anchors[0]!);
    const [dragging, setDragging] = useState(false);
    const [immediate, setImmediate] = useState(false);
    const headerRef = useRef<HTMLDivElement>(null);
    const contentRef = useRef<HTMLDivElement>(null);
    const gesture = useRef<Gesture>({ start: 0, owner: null, scrollStart: 0 });
    const latest = useLatest({ onHeightChange });
    /** Where the finger or mouse went down: on the header (with the handle) or the content. */
    const onHeader = useRef(false);

    const apply = (next: number, isDragging: boolean, now = false) => {
      setHeightState(next);
      setDragging(isDragging);
      setImmediate(now);
      if (next !== height || isDragging) latest.current.onHeightChange?.(next, isDragging);
    };

    useImperativeHandle(ref, () => ({
      setHeight: (next, options) => apply(Math.max(0, next), false, options?.immediate),
    }));

    const dragRef = useDrag({
      axis: 'y',
      preventScroll: () => gesture.current.owner === 'panel',
      onDrag: ({ phase, movement: [, dy], velocity: [, vy] }) => {
        const g = gesture.current;
        const content = contentRef.current;
        if (phase === 'start') {
          g.start = height;
          g.scrollStart = content?.scrollTop ?? 0;
          g.owner =
            handleDraggingOfContent || onHeader.current
              ? dragOwner(onHeader.current, dy, height >= highest, g.scrollStart)
              : 'content';
        }
        if (g.owner !== 'panel') return;
        const handOff = handleDraggingOfContent && !onHeader.current && content !== null;
        const next = dragPanel(g.start, dy, anchors, handOff);
        if (content && next.scroll > 0) content.scrollTop = g.scrollStart + next.scroll;
        if (phase !== 'end') return apply(next.height, true);
        g.owner = null;
        // Handed off to the content at the top, the panel stays there whatever the speed.
        const settled =
          next.scroll > 0 ? highest : anchors[releaseAnchor(next.height, vy, anchors)]!;
        apply(settled, false);
      },
    });

    const onHandleKeyDown = (event: KeyboardEvent) => {
      const index = nearestIndex(height, anchors);
      const next = snapForKey(event.key, index, anchors.length);
      if (next === undefined) return;
      event.preventDefault();
      apply(anchors[next]!, false);
    };

    const index = nearestIndex(height, anchors);
    const style = mounted
      ? ({
          height: highest,
          transform: `translateY(${Math.round(highest - height)}px)`,
          transition: dragging || immediate ? 'none' : undefined,
        } as CSSProperties)
      : undefined;

    return (
      <div
        ref={dragRef}
        // Named, the panel is a region people can jump to; unnamed, a plain container.
        role={rest['aria-label'] || rest['aria-labelledby'] ? 'region' : undefined}
        data-dragging={dragging || undefined}
        onTouchStartCapture={(event) => {
          onHeader.current = Boolean(headerRef.current?.contains(event.target as Node));
        }}
        onPointerDownCapture={(event) => {
          onHeader.current = Boolean(headerRef.current?.contains(event.target as Node));
        }}
        {...nativeProps(rest, styles.root, style)}
      >
        <div ref={headerRef} className={styles.header}>
          <div
            role="slider"
            tabIndex={0}
            className={styles.handle}
            aria-label={texts.handle}
            aria-orientation="vertical"
            aria-valuemin={1}
            aria-valuemax={anchors.length}
            aria-valuenow={index + 1}
            aria-valuetext={pageText(texts.height, index + 1, anchors.length)}
            onKeyDown={onHandleKeyDown}
          />
        </div>
        <div ref={contentRef} className={styles.content}>
          {children}
        </div>
      </div>
    );
  },
);

/** The anchor nearest to a height, for the handle's value. */
function nearestIndex(height: number, anchors: readonly number[]): number {
  let nearest = 0;
  anchors.forEach((anchor, i) => {
    if (Math.abs(anchor - height) < Math.abs((anchors[nearest] ?? 0) - height)) nearest = i;
  });
  return nearest;
}
