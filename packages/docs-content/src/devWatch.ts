import path from 'node:path';
import type { ViteDevServer } from 'vite';
import type { ApiTables } from './api/tables';
import { ContentErrors } from './errors';
import { translationOf, type SiteContent } from './site';
import { VIRTUAL } from './virtualModules';
import { devLinkCheck } from './devLinks';

/** Sends the page modules that show API tables again, now that the tables changed. */
export function reloadPagesWithApi(server: ViteDevServer, site: SiteContent) {
  for (const page of site.pages.values()) {
    const tabs = [...site.tabsOf(page.file).values()];
    if (![page, ...tabs].some((p) => p.apis.length)) continue;
    const module = server.moduleGraph.getModuleById(page.file);
    if (module) void server.reloadModule(module);
  }
}

/** Keeps the parsed content in step with the docs folder while the dev server runs. */
export function watchContent(
  server: ViteDevServer,
  site: SiteContent,
  api: ApiTables,
  /** While the site has not loaded whole, any change reloads it; true when it handled one. */
  retryStartup: () => boolean,
) {
  const docsRoot = site.docsRoot + path.sep;
  const invalidate = (name: string) => {
    const module = server.moduleGraph.getModuleById(`\0${name}`);
    if (module) server.moduleGraph.invalidateModule(module);
  };
  const reloadPage = (file: string) => {
    const module = server.moduleGraph.getModuleById(file);
    if (module) void server.reloadModule(module);
  };
  const reportError = (message: string) => {
    server.config.logger.error(message);
    server.ws.send({ type: 'error', err: { message, stack: '' } });
  };
  // A page showing a broken link fails its transform, so a browser on it shows the error;
  // once whole, it is sent again and the error clears.
  const checkLinks = devLinkCheck(site, {
    broken: (message, files) => {
      reportError(message);
      files.forEach(reloadPage);
    },
    fixed: (files) => files.forEach(reloadPage),
  });
  const refresh = (file: string, removed: boolean) => {
    if (api.reads(file)) api.refresh();
    if (retryStartup()) return;
    const embedding = [...site.pages.values()].filter((page) => page.embeds.includes(file));
    if (!file.startsWith(docsRoot) && !embedding.length) return;
    const before = site.sortedPages().map((page) => [page.routePath, site.routeMeta(page)]);
    try {
      if (embedding.length) {
        for (const page of embedding) {
          site.remove(page.file);
          site.load(page.file);
          reloadPage(page.file);
        }
      } else if (file.endsWith('.md')) {
        // A copy in another language is not a page (and told so once, at start).
        if (translationOf(file)) return;
        if (removed) site.remove(file);
        else site.load(file);
        // A tab is shown by its page: the page module carries it.
        const owner = site.tabFile(file);
        if (owner) reloadPage(owner.page);
      } else {
        // A demo changed: pages showing it re-read its metadata and source.
        for (const page of site.files())
          if (page.demos.some((demo) => demo.file === file)) site.load(page.file);
      }
      const errors = site.checkUnique();
      if (errors.length) throw new ContentErrors(errors);
    } catch (error) {
      reportError((error as Error).message);
      return;
    }
    checkLinks();
    invalidate(VIRTUAL.demos);
    for (const id of server.moduleGraph.idToModuleMap.keys())
      if (id.startsWith(`\0${VIRTUAL.demoSource}`) || id.startsWith(`\0${VIRTUAL.demo}`))
        invalidate(id.slice(1));
    // The page list changed (a page added, removed, renamed or re-titled): the app restarts
    // with the new routes. A content edit alone is a hot update of its page module.
    const after = site.sortedPages().map((page) => [page.routePath, site.routeMeta(page)]);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      invalidate(VIRTUAL.routes);
      server.ws.send({ type: 'full-reload' });
    }
  };
  server.watcher.on('add', (file) => refresh(file, false));
  server.watcher.on('change', (file) => refresh(file, false));
  server.watcher.on('unlink', (file) => refresh(file, true));
}
