import type { Locale } from '../types';

export const dropdown: Locale['dropdown'] = { chosen: '{title}: {option}' };
