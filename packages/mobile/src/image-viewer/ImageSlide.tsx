import type { CSSProperties } from 'react';
import * as styles from './ImageViewer.css';
import { useZoomPan, type SwipePhase } from './useZoomPan';

export interface ViewerImage {
  /** Address of the picture. */
  src: string;
  /** Text alternative; defaults to "Image {n} of {total}". */
  alt?: string;
}

interface ImageSlideProps {
  image: ViewerImage;
  alt: string;
  current: boolean;
  maxZoom: number;
  onSwipe?: (dx: number, phase: SwipePhase, velocity: number) => void;
}

/** One picture on the stage, with its own zoom, kept while the viewer moves to others. */
export function ImageSlide({ image, alt, current, maxZoom, onSwipe }: ImageSlideProps) {
  const { transform, handlers } = useZoomPan({ maxZoom, onSwipe });
  // Client-only: the viewer renders after mount, so this style never reaches server markup.
  const style: CSSProperties | undefined =
    transform.scale === 1 && transform.x === 0 && transform.y === 0
      ? undefined
      : {
          transform: `translate(${transform.x}px, ${transform.y}px) scale(${transform.scale})`,
        };
  return (
    <div className={styles.slide} aria-hidden={!current || undefined}>
      <img
        className={styles.image}
        src={image.src}
        alt={alt}
        draggable={false}
        data-scale={transform.scale}
        style={style}
        {...handlers}
      />
    </div>
  );
}
