import type { Locale } from '../types';

export const floatingPanel: Locale['floatingPanel'] = {
  handle: 'Panel height',
  height: '{current} of {total}',
};
