import type { Locale } from '../types';

export const avatar: Locale['avatar'] = {
  more: '{count} more',
};
