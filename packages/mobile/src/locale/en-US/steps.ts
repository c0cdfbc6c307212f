import type { Locale } from '../types';

export const steps: Locale['steps'] = {
  wait: 'not started',
  process: 'in progress',
  finish: 'done',
  error: 'failed',
};
