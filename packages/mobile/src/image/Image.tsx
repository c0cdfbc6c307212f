import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { CloseCircleIcon } from '../icon/icons';
import { cx } from '../internal/cx';
import { mergeRefs } from '../internal/mergeRefs';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './Image.css';
import { statusOfElement, type ImageFit, type ImageStatus } from './imageStatus';
import { PictureIcon } from './PictureIcon';
import { warn } from '../internal/warn';

export type ImageRef = HTMLImageElement;

export interface ImageProps extends NativeProps<
  '--tm-image-radius' | '--tm-image-placeholder-background' | '--tm-image-placeholder-color'
> {
  /** Address of the image. Without it the fallback shows. */
  src?: string;
  /** Candidate sources for different screen densities or widths, as the `srcset` attribute. */
  srcSet?: string;
  /** Display sizes for `srcSet`, as the `sizes` attribute. */
  sizes?: string;
  /**
   * Text alternative. Describe what the image shows; pass `""` for a purely decorative image.
   */
  alt?: string;
  /**
   * Width in px, as the `width` attribute: with `height` it reserves the box before the image
   * arrives, so nothing below it moves.
   */
  width?: number;
  /** Height in px, as the `height` attribute. */
  height?: number;
  /**
   * Fills the width of the container, keeping the `width` / `height` ratio.
   * @defaultValue false
   */
  block?: boolean;
  /**
   * How the image fills its box (CSS `object-fit`).
   * @defaultValue 'fill'
   */
  fit?: ImageFit;
  /**
   * Loads the image only when it comes near the screen (native `loading="lazy"`).
   * @defaultValue true
   */
  lazy?: boolean;
  /**
   * Shown under the image until it has loaded. Text shows as a caption that wraps inside the
   * box; an icon shows at 24 px.
   * @defaultValue a picture icon on the fill colour
   */
  placeholder?: ReactNode;
  /**
   * Shown when there is no `src` or the image fails to load. Text shows as a caption that wraps
   * inside the box; an icon shows at 24 px.
   * @defaultValue a broken-picture icon on the fill colour
   */
  fallback?: ReactNode;
  /** Called when the image has loaded (also when it loaded before hydration). */
  onLoad?: (event: SyntheticEvent<HTMLImageElement> | undefined) => void;
  /** Called when the image fails to load (also when it failed before hydration). */
  onError?: (event: SyntheticEvent<HTMLImageElement> | undefined) => void;
}

/**
 * Text in place of the picture reads as a caption that wraps inside the box; a node (an icon)
 * keeps the layer's icon size.
 */
function asCaption(content: ReactNode) {
  if (typeof content !== 'string' && typeof content !== 'number') return content;
  return <span className={styles.caption}>{content}</span>;
}

/**
 * An image that reserves its box, loads lazily, and shows a placeholder while loading and a
 * fallback when it fails. The server renders the real `<img>`.
 */
export const Image = forwardRef<ImageRef, ImageProps>(function Image(
  {
    src,
    srcSet,
    sizes,
    alt,
    width,
    height,
    block = false,
    fit = 'fill',
    lazy = true,
    placeholder,
    fallback,
    onLoad,
    onError,
    ...rest
  },
  ref,
) {
  const img = useRef<HTMLImageElement>(null);
  const hasSrc = Boolean(src || srcSet);
  const [state, setState] = useState<{ src: string | undefined; status: ImageStatus }>({
    src,
    status: hasSrc ? 'loading' : 'error',
  });
  // A new address starts loading again; the check happens in render, not in an effect, so
  // the old image's status never shows for the new one.
  const status: ImageStatus = state.src === src ? state.status : hasSrc ? 'loading' : 'error';
  if (state.src !== src) setState({ src, status });

  const latest = useRef({ onLoad, onError });
  latest.current = { onLoad, onError };
  useEffect(() => {
    if (!img.current) return;
    const found = statusOfElement(img.current, hasSrc);
    if (found === 'loading') return;
    setState((prev) => (prev.status === 'loading' ? { src, status: found } : prev));
    if (found === 'loaded') latest.current.onLoad?.(undefined);
    else if (hasSrc) latest.current.onError?.(undefined);
    // Only what the element already did before this effect: later events arrive as events.
  }, [src, hasSrc]);

  useEffect(() => {
    if (alt === undefined) {
      warn('Image', 'give every image an `alt`: what it shows, or "" when it is decorative.');
    }
  }, [alt]);

  const settle = (next: ImageStatus, event: SyntheticEvent<HTMLImageElement>) => {
    if (status === next) return;
    setState({ src, status: next });
    (next === 'loaded' ? onLoad : onError)?.(event);
  };

  return (
    <span {...nativeProps(rest, cx(styles.root, block && styles.block))} data-status={status}>
      <span className={styles.layer} aria-hidden>
        {asCaption(placeholder) ?? <PictureIcon />}
      </span>
      {status === 'error' && (
        <span className={cx(styles.layer, styles.fallbackLayer)} aria-hidden>
          {asCaption(fallback) ?? <CloseCircleIcon />}
        </span>
      )}
      <img
        ref={mergeRefs(img, ref)}
        className={cx(styles.img, styles.fit[fit])}
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
        onLoad={(event) => settle('loaded', event)}
        onError={(event) => settle('error', event)}
      />
    </span>
  );
});
