import type { Locale } from '../types';

export const pageIndicator: Locale['pageIndicator'] = {
  label: '{current} of {total}',
};
