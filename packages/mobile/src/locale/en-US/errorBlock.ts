import type { Locale } from '../types';

export const errorBlock: Locale['errorBlock'] = {
  default: {
    title: 'Something went wrong',
    description: 'Please try again in a moment.',
  },
  busy: {
    title: 'Too busy right now',
    description: 'Please try again shortly.',
  },
  disconnected: {
    title: 'You are offline',
    description: 'Check your connection and retry.',
  },
  empty: {
    title: 'Nothing here',
    description: 'There is no content to show yet.',
  },
};
