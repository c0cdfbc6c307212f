import type { Locale } from '../types';

export const slider: Locale['slider'] = {
  start: 'Minimum',
  end: 'Maximum',
};
