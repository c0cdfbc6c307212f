import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { pageText, useLocaleTexts } from '../config-provider/localeTexts';
import { imageViewer as english } from '../locale/en-US/imageViewer';
import { isContextMenuKey } from '../internal/longPress';
import type { NativeProps } from '../internal/nativeProps';
import type { OverlayProps } from '../internal/overlayProps';
import { rubberBand } from '../internal/rubberBand';
import { useControllableState } from '../internal/useControllableState';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import { ImageSlide, type ViewerImageRender, type ViewerImage } from './ImageSlide';
import * as styles from './ImageViewer.css';
import { ViewerShell } from './ViewerShell';
import type { SwipePhase } from './useZoomPan';
import { swipeTarget } from './zoomMath';
import { isRtl } from '../internal/direction';

export interface ImageViewerMultiProps
  extends OverlayProps, NativeProps<'--tm-image-viewer-background' | '--tm-image-viewer-z-index'> {
  /** The pictures: addresses, or objects with `src` and `alt`. */
  images: Array<string | ViewerImage>;
  /**
   * Shows the viewer.
   * @defaultValue false
   */
  visible?: boolean;
  /** Index of the picture shown (controlled). */
  index?: number;
  /**
   * Index of the picture shown first (uncontrolled).
   * @defaultValue 0
   */
  defaultIndex?: number;
  /** Called when another picture is shown. */
  onIndexChange?: (index: number) => void;
  /** Called when the close button, Escape or the browser's Back asks to close. */
  onClose?: () => void;
  /**
   * The largest zoom, as a multiple of the fitted size.
   * @defaultValue 3
   */
  maxZoom?: number;
  /** Content at the bottom, such as a caption or actions for the picture shown. */
  renderFooter?: (index: number) => ReactNode;
  /**
   * Draws a slide of your own instead of the zoomable picture, such as a video; return
   * `undefined` to keep the picture. Such a slide does not zoom, and swipes like the others.
   */
  imageRender?: ViewerImageRender;
  /**
   * Called with the picture's index when it is pressed and held (about half a second) without
   * moving, or on the Context Menu key or Shift+F10, such as to offer Save or Share. The phone's
   * own menu for the picture is not shown; a right click still opens the browser's.
   */
  onLongPress?: (index: number) => void;
}

const toImage = (image: string | ViewerImage): ViewerImage =>
  typeof image === 'string' ? { src: image } : image;

/**
 * Several pictures, full screen: swipe between them, and a drag past the edge of a zoomed
 * picture carries on into the next one.
 */
export function ImageViewerMulti({
  images,
  visible = false,
  index: controlledIndex,
  defaultIndex = 0,
  onIndexChange,
  onClose,
  maxZoom = 3,
  renderFooter,
  imageRender,
  onLongPress,
  ...rest
}: ImageViewerMultiProps) {
  const texts = useLocaleTexts('imageViewer', english);
  const total = images.length;
  const [rawIndex, setIndex] = useControllableState({
    value: controlledIndex,
    defaultValue: defaultIndex,
    onChange: onIndexChange,
  });
  const index = Math.min(Math.max(0, Math.round(rawIndex) || 0), Math.max(0, total - 1));
  const [offset, setOffset] = useState<number | null>(null);
  const go = (next: number) => setIndex(Math.min(Math.max(0, next), total - 1));
  const trackRef = useRef<HTMLDivElement>(null);

  const onSwipe = (dx: number, phase: SwipePhase, velocity: number) => {
    const width = typeof window === 'undefined' ? 1 : window.innerWidth;
    // Right to left, the next picture lies to the left: a drag to the right goes forward.
    const rtl = trackRef.current !== null && isRtl(trackRef.current);
    const back = rtl ? -dx : dx;
    const atEdge = (back > 0 && index === 0) || (back < 0 && index === total - 1);
    if (phase === 'move') {
      setOffset(atEdge ? rubberBand(dx, width) : dx);
      return;
    }
    setOffset(null);
    const target = swipeTarget(back, rtl ? -velocity : velocity, width);
    if (target !== 0 && !atEdge) go(index + target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = isRtl(event.currentTarget);
    if (event.key === 'ArrowRight') go(index + (rtl ? -1 : 1));
    else if (event.key === 'ArrowLeft') go(index + (rtl ? 1 : -1));
    else if (onLongPress && isContextMenuKey(event)) onLongPress(index);
    else return;
    event.preventDefault();
  };

  const position = pageText(texts.position, index + 1, total);
  return (
    <ViewerShell visible={visible} onClose={onClose} onKeyDown={onKeyDown} {...rest}>
      <div
        ref={trackRef}
        className={styles.track}
        data-dragging={offset !== null || undefined}
        style={{
          transform: `translateX(calc(${-index * 100}% * ${styles.sign} + ${offset ?? 0}px))`,
        }}
      >
        {images.map((image, i) => {
          const item = toImage(image);
          return (
            <ImageSlide
              key={`${i}-${item.src}`}
              image={item}
              index={i}
              render={imageRender}
              alt={item.alt ?? pageText(texts.position, i + 1, total)}
              current={i === index}
              maxZoom={maxZoom}
              onSwipe={total > 1 ? onSwipe : undefined}
              onLongPress={onLongPress && (() => onLongPress(i))}
            />
          );
        })}
      </div>
      {total > 1 && (
        <>
          <div className={styles.indicator} aria-hidden>
            {index + 1} / {total}
          </div>
          <div className={visuallyHidden} aria-live="polite">
            {position}
          </div>
        </>
      )}
      {renderFooter && <div className={styles.footer}>{renderFooter(index)}</div>}
    </ViewerShell>
  );
}
