import type { Locale } from '../types';

export const cascader: Locale['cascader'] = {
  placeholder: 'Select',
  levels: 'Levels',
  options: 'Options',
};
