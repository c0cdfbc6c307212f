import type { Locale } from '../types';

export const progress: Locale['progress'] = {
  label: 'Progress',
};
