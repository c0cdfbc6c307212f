import type { ReactNode } from 'react';
import type { NativeProps } from '../internal/nativeProps';
import type { OverlayProps } from '../internal/overlayProps';
import type { ViewerImageRender } from './ImageSlide';
import { ImageViewerMulti } from './ImageViewerMulti';

export interface ImageViewerProps
  extends OverlayProps, NativeProps<'--tm-image-viewer-background' | '--tm-image-viewer-z-index'> {
  /** Address of the picture. */
  image: string;
  /** Text alternative of the picture. */
  alt?: string;
  /**
   * Shows the viewer.
   * @defaultValue false
   */
  visible?: boolean;
  /** Called when the close button, Escape or the browser's Back asks to close. */
  onClose?: () => void;
  /**
   * The largest zoom, as a multiple of the fitted size.
   * @defaultValue 3
   */
  maxZoom?: number;
  /** Content at the bottom, such as a caption. */
  renderFooter?: () => ReactNode;
  /**
   * Draws the slide yourself instead of the zoomable picture, such as a video; return
   * `undefined` to keep the picture. Such a slide does not zoom.
   */
  imageRender?: ViewerImageRender;
  /**
   * Called when the picture is pressed and held (about half a second) without moving, or on the
   * Context Menu key or Shift+F10, such as to offer Save or Share. The phone's own menu for the
   * picture is not shown; a right click still opens the browser's.
   */
  onLongPress?: () => void;
}

/** One picture, full screen: pinch or double-tap to zoom, drag to look around. */
export function ImageViewer({ image, alt, renderFooter, onLongPress, ...rest }: ImageViewerProps) {
  return (
    <ImageViewerMulti
      images={[{ src: image, alt }]}
      renderFooter={renderFooter && (() => renderFooter())}
      onLongPress={onLongPress && (() => onLongPress())}
      {...rest}
    />
  );
}
