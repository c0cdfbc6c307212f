import type { SiteData } from '../types';

/** The path the site is served under, with a slash at each end: '/' or '/docs/'. */
export const basePath = (site: SiteData) => site.base ?? '/';

/**
 * The router's basename, none at the root. It keeps its last slash so a link home reads
 * `/docs/`, the address the build writes the home page for, not `/docs`.
 */
export const routerBasename = (site: SiteData) =>
  site.base && site.base !== '/' ? site.base : undefined;
