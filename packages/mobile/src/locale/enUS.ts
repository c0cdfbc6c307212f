import type { Locale } from './types';

/** English (United States): the default texts. */
export const enUS: Locale = {
  locale: 'en-US',
  common: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    close: 'Close',
    loading: 'Loading',
    actions: 'Actions',
  },
  dialog: { ok: 'OK' },
  popup: {
    dragHandle: 'Drag down to close',
    sheetHeight: 'Sheet height',
    sheetHeightValue: '{current} of {total}',
  },
  pullToRefresh: {
    pulling: 'Pull down to refresh',
    canRelease: 'Release to refresh',
    refreshing: 'Refreshing…',
    complete: 'Refreshed',
  },
  errorBlock: {
    default: { title: 'Something went wrong', description: 'Please try again in a moment.' },
    busy: { title: 'Too busy right now', description: 'Please try again shortly.' },
    disconnected: { title: 'You are offline', description: 'Check your connection and retry.' },
    empty: { title: 'Nothing here', description: 'There is no content to show yet.' },
  },
  empty: { description: 'No data' },
  swipeAction: { actions: 'More actions' },
  progress: { label: 'Progress' },
  badge: { count: '{count} unread', dot: 'New' },
  noticeBar: { close: 'Close notice' },
  navBar: { back: 'Back' },
  indexBar: { label: 'Index' },
};
