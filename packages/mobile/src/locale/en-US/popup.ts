import type { Locale } from '../types';

export const popup: Locale['popup'] = {
  dragHandle: 'Drag down to close',
  sheetHeight: 'Sheet height',
  sheetHeightValue: '{current} of {total}',
};
