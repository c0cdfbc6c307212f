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
  input: { clear: 'Clear' },
  searchBar: { label: 'Search' },
  form: {
    defaultLabel: 'This field',
    required: '{label} is required',
    type: '{label} is not a valid {type}',
    types: {
      string: 'text',
      number: 'number',
      integer: 'whole number',
      float: 'number',
      boolean: 'yes or no',
      email: 'email address',
      url: 'web address',
      array: 'list',
      date: 'date',
    },
    pattern: '{label} is not in the expected format',
    string: {
      min: '{label} needs at least {min} characters',
      max: '{label} can have at most {max} characters',
      len: '{label} must have exactly {len} characters',
      range: '{label} needs {min} to {max} characters',
    },
    number: {
      min: '{label} must be at least {min}',
      max: '{label} must be at most {max}',
      len: '{label} must be {len}',
      range: '{label} must be between {min} and {max}',
    },
    array: {
      min: '{label} needs at least {min} items',
      max: '{label} can have at most {max} items',
      len: '{label} must have exactly {len} items',
      range: '{label} needs {min} to {max} items',
    },
    validating: 'Checking…',
    summary: '{count} fields need attention: {labels}',
    summaryOne: '1 field needs attention: {labels}',
  },
};
