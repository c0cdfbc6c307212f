import type { Locale } from '../types';

export const pullToRefresh: Locale['pullToRefresh'] = {
  pulling: 'Pull down to refresh',
  canRelease: 'Release to refresh',
  refreshing: 'Refreshing…',
  complete: 'Refreshed',
};
