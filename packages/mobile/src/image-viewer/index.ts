import { ImageViewer as ImageViewerBase } from './ImageViewer';
import { showImage, showImages } from './imageViewerMethods';
import { ImageViewerMulti as ImageViewerMultiBase } from './ImageViewerMulti';

export type { ViewerImageRender, ViewerImage } from './ImageSlide';
export type { ImageViewerProps } from './ImageViewer';
export type { ImageViewerMultiShowProps, ImageViewerShowProps } from './imageViewerMethods';
export type { ImageViewerMultiProps } from './ImageViewerMulti';

/** Several pictures full screen; `ImageViewer.Multi.show()` opens it imperatively. */
export const ImageViewerMulti = /* @__PURE__ */ Object.assign(ImageViewerMultiBase, {
  show: showImages,
});

/** One picture full screen; `.Multi` shows several, `.show()` opens it imperatively. */
export const ImageViewer = /* @__PURE__ */ Object.assign(ImageViewerBase, {
  Multi: ImageViewerMulti,
  show: showImage,
});
