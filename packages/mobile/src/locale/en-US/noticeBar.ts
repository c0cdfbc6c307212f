import type { Locale } from '../types';

export const noticeBar: Locale['noticeBar'] = {
  close: 'Close notice',
};
