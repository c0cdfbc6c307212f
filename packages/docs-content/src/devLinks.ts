import { ContentErrors } from './errors';
import type { SiteContent } from './site';

interface DevLinkReports {
  /** Every broken link of the site, in one message, and the page files that hold them. */
  broken(message: string, files: string[]): void;
  /** Page files whose links were broken and are whole again: showing them anew clears the report. */
  fixed(files: string[]): void;
}

/**
 * Checks every page's links again after a content change while the dev server runs. A page's
 * own transform only sees its own links; a heading renamed on another page, or a page
 * removed, breaks links elsewhere, and those pages are not transformed again. Returns the
 * check to run after each change.
 */
export function devLinkCheck(site: SiteContent, reports: DevLinkReports): () => void {
  let broken = new Set<string>();
  return () => {
    const now = site.brokenLinksByPage();
    if (now.size)
      reports.broken(new ContentErrors([...now.values()].flat()).message, [...now.keys()]);
    const fixed = [...broken].filter((file) => !now.has(file));
    broken = new Set(now.keys());
    if (fixed.length) reports.fixed(fixed);
  };
}
