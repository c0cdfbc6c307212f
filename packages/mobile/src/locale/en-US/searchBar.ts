import type { Locale } from '../types';

export const searchBar: Locale['searchBar'] = {
  label: 'Search',
};
