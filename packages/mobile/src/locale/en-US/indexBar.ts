import type { Locale } from '../types';

export const indexBar: Locale['indexBar'] = {
  label: 'Index',
};
