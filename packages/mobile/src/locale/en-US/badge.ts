import type { Locale } from '../types';

export const badge: Locale['badge'] = {
  count: '{count} unread',
  dot: 'New',
};
