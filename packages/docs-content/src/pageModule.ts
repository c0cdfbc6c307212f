import type { ApiTables } from './api/tables';
import { apiLinkErrors } from './api/checkLinks';
import type { ResolvedDocsConfig } from './config';
import { emitPage } from './emitPage';
import { ContentErrors } from './errors';
import { resolvePageLink } from './links';
import type { SiteContent } from './site';
import { pageStylesKey, stylesheetsMarker } from './stylesheets';
import { VIRTUAL, siteImport } from './virtualModules';

export interface PageModuleContext {
  site: SiteContent;
  api: ApiTables;
  config: ResolvedDocsConfig;
  dev: boolean;
  /** The module is for the server bundle. */
  server: boolean;
}

/**
 * Whether a module id is a page's, also when Vite adds its cache-busting `t=` to a hot update;
 * `?raw` and other queries ask for something else.
 */
export function isPageModule(site: SiteContent, id: string): boolean {
  const [file = '', query = ''] = id.split('?');
  return site.pages.has(file) && query.split('&').every((part) => !part || /^(t|v)=/.test(part));
}

/**
 * The module of a page file (with its tabs): parsed from `source`, its API tables' links
 * checked, then emitted for the browser or the server, in dev or for a build.
 */
export async function pageModule(
  file: string,
  source: string,
  { site, api, config, dev, server }: PageModuleContext,
): Promise<string> {
  const page = site.load(file, source);
  const tabs = [...site.tabsOf(page.file)].map(([key, tab]) => ({ key, page: tab }));
  const pages = [page, ...tabs.map((tab) => tab.page)];
  if (!dev && pages.some((p) => p.apis.length)) await api.ready();
  const targets = site.linkTargets();
  // A build names every broken link of the API tables at once, as it does the pages' own
  // links; the dev server, those of the page it serves.
  const checked = dev ? pages : site.files();
  const apiErrors = pages.some((p) => p.apis.length)
    ? apiLinkErrors(checked, api, targets, config.root)
    : [];
  if (apiErrors.length) throw new ContentErrors(apiErrors);
  return emitPage(page, {
    demoImport: (demo) => siteImport(config, demo.file),
    demoSourceImport: (demo) => VIRTUAL.demoSource + demo.id,
    apiTable: (tableId) => api.lookup(tableId),
    resolveLink: (href, line, from) => resolvePageLink(href, from, line, targets),
    tabs,
    ...(page.loaderFile
      ? {
          loader: {
            import: siteImport(config, page.loaderFile),
            server,
            base: config.base,
          },
        }
      : {}),
    hot: dev && !server,
    deferDemos: !dev && !server,
    ...(!dev && !server ? { stylesheets: stylesheetsMarker(pageStylesKey(page)) } : {}),
  });
}
