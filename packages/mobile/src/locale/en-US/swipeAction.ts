import type { Locale } from '../types';

export const swipeAction: Locale['swipeAction'] = {
  actions: 'More actions',
};
