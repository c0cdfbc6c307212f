import type { Locale } from '../types';

export const dialog: Locale['dialog'] = {
  ok: 'OK',
};
