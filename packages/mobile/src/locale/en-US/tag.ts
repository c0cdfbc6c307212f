import type { Locale } from '../types';

export const tag: Locale['tag'] = {
  close: 'Remove {label}',
};
