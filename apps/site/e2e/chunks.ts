import type { Page } from '@playwright/test';
import { expect } from '@tessera/playwright-config/fixtures';

/**
 * Serves a page chunk of the build with some of its text replaced, as if an author had written
 * it: what a page module carries reaches the browser exactly as the theme would get it.
 * Start on another page, so the prerendered HTML and the changed chunk never have to hydrate
 * together.
 */
export async function rewriteChunk(
  page: Page,
  chunk: RegExp,
  replacements: readonly (readonly [string, string])[],
) {
  await page.route(chunk, async (route) => {
    const response = await route.fetch();
    let body = await response.text();
    // Several chunks may share a name (a page and a component): change the one with the text.
    if (replacements.some(([from]) => body.includes(from))) {
      for (const [from, to] of replacements) {
        if (!body.includes(from)) throw new Error(`${route.request().url()} has no ${from}`);
        body = body.replaceAll(from, to);
      }
    }
    await route.fulfill({ response, body });
  });
}

/** The app's entry script: held back, the page stays as prerendered, its app not started. */
export const ENTRY_CHUNK = /\/assets\/entry-client-[^/]+\.js$/;

/** Holds every request for `chunk` until the returned function releases them. */
export async function holdChunk(page: Page, chunk: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until the app has started: hydrated, or rendered afresh on the not-found document. */
export const started = (page: Page) =>
  page.waitForFunction(() => Array.isArray(window.__TESSERA_HYDRATION_ERRORS__));

export const hydrationErrors = (page: Page) =>
  page.evaluate(() => window.__TESSERA_HYDRATION_ERRORS__);

/**
 * Follows a sidebar link; on phones the sidebar lives in the drawer behind its button.
 * `beforeClick` runs once the link is on screen (the page may have scrolled to show the
 * drawer's button), just before the click.
 */
export async function followSidebarLink(
  page: Page,
  name: string,
  beforeClick?: () => Promise<unknown>,
) {
  const opener = page.getByRole('button', { name: 'Open sidebar' });
  const phone = await opener.isVisible();
  if (phone) await opener.click();
  const sidebar = phone
    ? page.getByRole('dialog')
    : page.getByRole('navigation', { name: 'Sidebar' });
  const link = sidebar.getByRole('link', { name, exact: true });
  await link.scrollIntoViewIfNeeded();
  await beforeClick?.();
  await link.click();
}

/** Counts the documents the page loads, to tell a client navigation from a reload. */
export function countDocuments(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame())
      documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

/**
 * Opens a demo alone (`~demos/{id}`) and waits until it runs. Its page is prerendered, so it
 * shows before its code has attached the listeners a drag needs.
 */
export async function openDemoAlone(page: Page, id: string) {
  await page.goto(`/~demos/${id}`);
  await page.locator('main[data-demo-ready]').waitFor();
}

/**
 * Tabs from the top of a demo opened alone to its first control: past the skip link and the
 * link back to the demo's page, as a keyboard user goes.
 */
export async function tabIntoDemo(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /^Back to / })).toBeFocused();
  await page.keyboard.press('Tab');
}
