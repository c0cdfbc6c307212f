export { Image, type ImageProps, type ImageRef } from './Image';
export { imageFits, type ImageFit } from './imageStatus';
