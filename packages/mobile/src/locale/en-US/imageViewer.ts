import type { Locale } from '../types';

export const imageViewer: Locale['imageViewer'] = {
  label: 'Image viewer',
  position: 'Image {current} of {total}',
};
