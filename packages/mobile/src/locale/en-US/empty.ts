import type { Locale } from '../types';

export const empty: Locale['empty'] = {
  description: 'No data',
};
