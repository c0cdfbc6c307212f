import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './ImageViewer.css';
import { useZoomPan, type SwipePhase } from './useZoomPan';

export interface ViewerImage {
  /** Address of the picture. */
  src: string;
  /** Text alternative; defaults to "Image {n} of {total}". */
  alt?: string;
}

/** Draws a slide instead of the zoomable picture; `undefined` keeps the picture. */
export type ViewerImageRender = (
  image: ViewerImage,
  info: { index: number; current: boolean },
) => ReactNode | undefined;

interface ImageSlideProps {
  image: ViewerImage;
  index: number;
  alt: string;
  current: boolean;
  render: ViewerImageRender | undefined;
  maxZoom: number;
  onSwipe?: (dx: number, phase: SwipePhase, velocity: number) => void;
  onLongPress?: () => void;
}

/** One picture on the stage, with its own zoom, kept while the viewer moves to others. */
export function ImageSlide({
  image,
  index,
  alt,
  current,
  render,
  maxZoom,
  onSwipe,
  onLongPress,
}: ImageSlideProps) {
  const custom = render?.(image, { index, current });
  // A slide of the app's own (a video, a picture with a note) does not zoom, but swipes.
  const { transform, handlers } = useZoomPan({
    maxZoom: custom === undefined ? maxZoom : 1,
    onSwipe,
    onLongPress,
  });
  const noCallout = onLongPress && styles.longPress;
  // Client-only: the viewer renders after mount, so this style never reaches server markup.
  const style: CSSProperties | undefined =
    transform.scale === 1 && transform.x === 0 && transform.y === 0
      ? undefined
      : {
          transform: `translate(${transform.x}px, ${transform.y}px) scale(${transform.scale})`,
        };
  return (
    <div className={styles.slide} aria-hidden={!current || undefined}>
      {custom === undefined ? (
        <img
          className={cx(styles.image, noCallout)}
          src={image.src}
          alt={alt}
          draggable={false}
          data-scale={transform.scale}
          style={style}
          {...handlers}
        />
      ) : (
        <div className={cx(styles.custom, noCallout)} {...handlers}>
          {custom}
        </div>
      )}
    </div>
  );
}
