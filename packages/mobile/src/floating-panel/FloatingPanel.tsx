import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type CSSProperties,
  type SyntheticEvent,
  type ReactNode,
} from 'react';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
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

/**
 * A panel fixed to the bottom of the screen that the user drags between heights (anchors), as
 * in maps. Its handle is a slider for keyboards and screen readers.
 */
export const FloatingPanel = forwardRef<FloatingPanelRef, FloatingPanelProps>(
  function FloatingPanel(
    { anchors: anchorsProp, handleDraggingOfContent = true, onHeightChange, children, ...rest },
    ref,
  ) {
    const mounted = useMounted();
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

    const dragRef = usePanelDrag(
      height,
      anchors,
      handleDraggingOfContent,
      contentRef,
      onHeader,
      apply,
    );

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
        onTouchStartCapture={onPress}
        onPointerDownCapture={onPress}
        {...nativeProps(rest, styles.root, style)}
      >
        <div ref={headerRef} className={styles.header}>
          <PanelHandle
            height={height}
            anchors={anchors}
            onMove={(anchor) => apply(anchor, false)}
          />
        </div>
        <div ref={contentRef} className={styles.content}>
          {children}
        </div>
      </div>
    );
  },
);
