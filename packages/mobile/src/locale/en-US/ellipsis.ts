import type { Locale } from '../types';

export const ellipsis: Locale['ellipsis'] = {
  expand: 'More',
  collapse: 'Less',
};
