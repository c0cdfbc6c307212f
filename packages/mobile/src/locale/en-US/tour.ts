import type { Locale } from '../types';

export const tour: Locale['tour'] = {
  previous: 'Previous',
  next: 'Next',
  done: 'Done',
  skip: 'Skip',
  step: 'Step {current} of {total}',
};
