import type { Page } from '@playwright/test';

/** On phones the navigation and settings live in the drawer behind the sidebar button. */
export async function openSettings(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Open sidebar' }).click();
  return isMobile ? page.getByRole('dialog') : page.getByRole('banner');
}
