import type { Locale } from '../types';

export const navBar: Locale['navBar'] = {
  back: 'Back',
};
