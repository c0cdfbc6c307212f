import type { Page } from '@playwright/test';

/** Where the site stores the reader's colour mode. */
export const COLOR_KEY = 'tessera-docs:prefers-color';

/** The colour mode the page shows, as its root element says. */
export const colorAttribute = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-prefers-color'));
