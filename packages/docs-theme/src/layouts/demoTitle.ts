import type { DemoEntry } from '../types';

/** A demo's heading: its title, or its id when the demo file gives none. */
export const demoHeading = (entry: Pick<DemoEntry, 'id' | 'title'>) => entry.title || entry.id;

/**
 * The first part of a standalone demo's document title: its heading and the page it belongs
 * to, since demos of different components share titles ('Basic usage').
 */
export const demoDocumentTitle = (entry: Pick<DemoEntry, 'id' | 'title' | 'page'>) =>
  entry.page ? `${demoHeading(entry)} - ${entry.page.title}` : demoHeading(entry);
