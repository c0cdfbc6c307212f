import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type CSSProperties,
  type SyntheticEvent,
  type ReactNode,
} from 'react';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';
import { useLatest } from '../internal/useLatest';
import { useMounted } from '../internal/useMounted';
import * as styles from './FloatingPanel.css';
import { PanelHandle } from './PanelHandle';
import { normalizeAnchors } from './panelDrag';
import { usePanelDrag } from './usePanelDrag';

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
   * The edge of the screen the panel hangs from. From `'top'` everything mirrors: the handle is
   * at its bottom edge, dragging down or the Down arrow key makes it taller, and its content rests
   * scrolled to its end, next to the handle.
   * @defaultValue 'bottom'
   */
  placement?: 'bottom' | 'top';
  /**
   * Dragging the content moves the panel too: away from its edge until the highest anchor, after
   * which the content scrolls; back once the content is scrolled to where it rests (its top, or
   * its end from the top).
   * @defaultValue true
   */
  handleDraggingOfContent?: boolean;
  /** Called whenever the height changes, with the height in px and whether it is being dragged. */
  onHeightChange?: (height: number, dragging: boolean) => void;
  /** The panel's content; it scrolls inside the panel. */
  children?: ReactNode;
}

/**
 * A panel fixed to the bottom (or top) of the screen that the user drags between heights
 * (anchors), as in maps. Its handle is a slider for keyboards and screen readers.
 */
export const FloatingPanel = forwardRef<FloatingPanelRef, FloatingPanelProps>(
  function FloatingPanel(
    {
      anchors: anchorsProp,
      placement,
      handleDraggingOfContent = true,
      onHeightChange,
      children,
      ...rest
    },
    ref,
  ) {
    const mounted = useMounted();
    const top = placement === 'top';
    const anchors = normalizeAnchors(anchorsProp);
    const highest = anchors[anchors.length - 1]!;
    const [height, setHeightState] = useState(anchors[0]!);
    const [dragging, setDragging] = useState(false);
    const [immediate, setImmediate] = useState(false);
    const headerRef = useRef<HTMLDivElement>(null);
    const contentRef = useRef<HTMLDivElement>(null);
    const latest = useLatest({ onHeightChange });
    /** Where the finger or mouse went down: on the header (with the handle) or the content. */
    const onHeader = useRef(false);
    const onPress = (event: SyntheticEvent) => {
      onHeader.current = Boolean(headerRef.current?.contains(event.target as Node));
    };

    const apply = (next: number, isDragging: boolean, now = false) => {
      setHeightState(next);
      setDragging(isDragging);
      setImmediate(now);
      if (next !== height || isDragging) latest.current.onHeightChange?.(next, isDragging);
    };

    useImperativeHandle(ref, () => ({
      setHeight: (next, options) => apply(Math.max(0, next), false, options?.immediate),
    }));

    // A top panel shows the end of its content, by the handle: that is where the content rests.
    useIsomorphicLayoutEffect(() => {
      const content = contentRef.current;
      if (top && content) content.scrollTop = content.scrollHeight;
    }, [top, mounted]);

    const dragRef = usePanelDrag(
      height,
      anchors,
      top,
      handleDraggingOfContent,
      contentRef,
      onHeader,
      apply,
    );

    // In the DOM where it is on screen, so reading and Tab order follow what is seen.
    const header = (
      <div ref={headerRef} className={styles.header}>
        <PanelHandle
          height={height}
          anchors={anchors}
          top={top}
          onMove={(anchor) => apply(anchor, false)}
        />
      </div>
    );

    const style = mounted
      ? ({
          height: highest,
          transform: `translateY(${Math.round(top ? height - highest : highest - height)}px)`,
          transition: dragging || immediate ? 'none' : undefined,
        } as CSSProperties)
      : undefined;

    return (
      <div
        ref={dragRef}
        // Named, the panel is a region people can jump to; unnamed, a plain container.
        role={rest['aria-label'] || rest['aria-labelledby'] ? 'region' : undefined}
        data-dragging={dragging || undefined}
        onTouchStartCapture={onPress}
        onPointerDownCapture={onPress}
        {...nativeProps(rest, cx(styles.root, top && styles.top), style)}
      >
        {!top && header}
        <div ref={contentRef} className={styles.content}>
          {children}
        </div>
        {top && header}
      </div>
    );
  },
);
