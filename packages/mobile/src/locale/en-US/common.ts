import type { Locale } from '../types';

export const common: Locale['common'] = {
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading',
  actions: 'Actions',
  danger: 'Destructive',
};
