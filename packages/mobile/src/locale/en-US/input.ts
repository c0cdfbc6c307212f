import type { Locale } from '../types';

export const input: Locale['input'] = {
  clear: 'Clear',
};
