import { renderImperatively, type ImperativeHandle } from '../internal/renderImperatively';
import { ImageViewer, type ImageViewerProps } from './ImageViewer';
import { ImageViewerMulti, type ImageViewerMultiProps } from './ImageViewerMulti';

export type ImageViewerShowProps = Omit<ImageViewerProps, 'visible' | 'destroyOnClose'>;
export type ImageViewerMultiShowProps = Omit<ImageViewerMultiProps, 'visible' | 'destroyOnClose'>;

/** Shows one picture full screen, outside the app's tree; the handle's `close()` closes it. */
export function showImage(props: ImageViewerShowProps): ImperativeHandle {
  const handle = renderImperatively(
    <ImageViewer
      {...props}
      destroyOnClose
      onClose={() => {
        props.onClose?.();
        handle.close();
      }}
    />,
  );
  return handle;
}

/** Shows several pictures full screen, outside the app's tree; the handle closes them. */
export function showImages(props: ImageViewerMultiShowProps): ImperativeHandle {
  const handle = renderImperatively(
    <ImageViewerMulti
      {...props}
      destroyOnClose
      onClose={() => {
        props.onClose?.();
        handle.close();
      }}
    />,
  );
  return handle;
}
