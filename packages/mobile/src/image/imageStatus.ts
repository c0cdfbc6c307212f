/** How the image fills its box, as CSS `object-fit`. */
export const imageFits = ['fill', 'contain', 'cover', 'none', 'scale-down'] as const;
export type ImageFit = (typeof imageFits)[number];

export type ImageStatus = 'loading' | 'loaded' | 'error';

/**
 * The status of an `<img>` that may have finished before React attached its listeners (a
 * server-rendered image that loaded or failed before hydration): complete with pixels is
 * loaded, complete without is an error, anything else is still loading.
 */
export function statusOfElement(
  img: Pick<HTMLImageElement, 'complete' | 'naturalWidth'>,
  hasSrc: boolean,
): ImageStatus {
  if (!hasSrc) return 'error';
  if (!img.complete) return 'loading';
  return img.naturalWidth > 0 ? 'loaded' : 'error';
}
