import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import type { Plugin, PluginOption, ViteDevServer } from 'vite';
import { resolveConfig, type DocsConfig, type ResolvedDocsConfig } from './config';
import { emitPage } from './emitPage';
import { ContentErrors } from './errors';
import { documentHtml } from './html';
import { resolvePageLink } from './links';
import { SiteContent } from './site';
import {
  VIRTUAL,
  demoSourceModule,
  demosModule,
  entryClientModule,
  entryServerModule,
  routesModule,
  siteImport,
} from './virtualModules';

/** Where the server build goes: beside the site, never inside what gets deployed. */
export const SERVER_OUT_DIR = '.tessera/server';

/** What the content plugin offers the build around it. */
export interface ContentApi {
  site(): SiteContent;
  /** Parses the whole site once; throws every content problem in one error. */
  load(log: (message: string) => void): void;
}

/**
 * The docs plugin: React, vanilla-extract and the content pipeline that turns the docs folder
 * into routes, page modules and demos.
 * @example export default { plugins: [docs({ title: 'My library' })] };
 */
export function docs(userConfig: DocsConfig): PluginOption[] {
  let config: ResolvedDocsConfig;
  let site: SiteContent;
  let loaded = false;

  const ensureLoaded = (log: (message: string) => void) => {
    if (loaded) return;
    for (const warning of site.loadAll()) log(warning);
    loaded = true;
  };

  const isPage = (id: string) => id.endsWith('.md') && site.pages.has(id.split('?')[0]!);

  const content: Plugin<ContentApi> = {
    name: 'tessera-docs:content',
    enforce: 'pre',
    api: { site: () => site, load: (log) => ensureLoaded(log) },
    config() {
      return {
        appType: 'custom',
        resolve: { dedupe: ['react', 'react-dom', 'react-router'] },
        // The search worker must reach Vite as its own module, not inside a pre-bundle.
        optimizeDeps: {
          exclude: ['@tessera/docs-search'],
          include: ['react', 'react-dom', 'react-dom/client', 'react-router', 'react-router/dom'],
        },
        ssr: { noExternal: true, external: ['react', 'react-dom', 'react-router'] },
        builder: { sharedPlugins: true },
        environments: {
          client: {
            build: {
              outDir: 'dist',
              manifest: true,
              emptyOutDir: true,
              rolldownOptions: { input: VIRTUAL.entryClient },
            },
          },
          ssr: {
            build: {
              outDir: SERVER_OUT_DIR,
              emptyOutDir: true,
              ssr: true,
              rolldownOptions: { input: { 'entry-server': VIRTUAL.entryServer } },
            },
          },
        },
      };
    },
    configResolved(resolved) {
      config = resolveConfig(userConfig, resolved.root);
      site = new SiteContent(config);
    },
    buildStart() {
      ensureLoaded((message) => this.warn(message));
    },
    resolveId(id) {
      if (id.startsWith('virtual:docs/')) return `\0${id}`;
      return null;
    },
    async load(id) {
      if (!id.startsWith('\0virtual:docs/')) return null;
      const name = id.slice(1);
      if (name === VIRTUAL.entryClient) return entryClientModule(config);
      if (name === VIRTUAL.entryServer) return entryServerModule(config);
      if (name === VIRTUAL.routes) return routesModule(site);
      if (name === VIRTUAL.demos) return demosModule(site);
      if (name.startsWith(VIRTUAL.demoSource)) {
        const demo = site.demos().get(name.slice(VIRTUAL.demoSource.length));
        if (!demo) throw new Error(`Unknown demo "${name.slice(VIRTUAL.demoSource.length)}".`);
        return demoSourceModule(demo);
      }
      return null;
    },
    async transform(source, id) {
      if (!isPage(id)) return null;
      const page = site.load(id.split('?')[0]!, source);
      const code = await emitPage(page, {
        demoImport: (demo) => siteImport(config, demo.file),
        demoSourceImport: (demo) => VIRTUAL.demoSource + demo.id,
        apiTable: () => ({ status: 'disabled' }),
        resolveLink: (href, line) => resolvePageLink(href, page, line, site.pages),
      });
      return { code, map: null };
    },
    configureServer(server) {
      ensureLoaded((message) => server.config.logger.warn(message));
      watchContent(server, site);
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
          try {
            const html = await server.transformIndexHtml(
              req.url ?? '/',
              documentHtml({
                title: config.title,
                icon: config.logo,
                devEntry: `/@id/__x00__${VIRTUAL.entryClient}`,
              }),
            );
            res.statusCode = 200;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(html);
          } catch (error) {
            next(error);
          }
        });
      };
    },
  };

  return [react(), vanillaExtractPlugin(), content];
}

/** Keeps the parsed content in step with the docs folder while the dev server runs. */
function watchContent(server: ViteDevServer, site: SiteContent) {
  const docsRoot = site.docsRoot + path.sep;
  const invalidate = (name: string) => {
    const module = server.moduleGraph.getModuleById(`\0${name}`);
    if (module) server.moduleGraph.invalidateModule(module);
  };
  const refresh = (file: string, removed: boolean) => {
    if (!file.startsWith(docsRoot)) return;
    try {
      if (file.endsWith('.md')) {
        if (removed) site.remove(file);
        else site.load(file);
      } else {
        // A demo changed: pages showing it re-read its metadata and source.
        for (const page of [...site.pages.values()])
          if (page.demos.some((demo) => demo.file === file)) site.load(page.file);
      }
      const errors = site.checkUnique();
      if (errors.length) throw new ContentErrors(errors);
    } catch (error) {
      server.config.logger.error((error as Error).message);
      server.ws.send({ type: 'error', err: { message: (error as Error).message, stack: '' } });
      return;
    }
    invalidate(VIRTUAL.routes);
    invalidate(VIRTUAL.demos);
    for (const id of server.moduleGraph.idToModuleMap.keys())
      if (id.startsWith(`\0${VIRTUAL.demoSource}`)) invalidate(id.slice(1));
  };
  server.watcher.on('add', (file) => refresh(file, false));
  server.watcher.on('change', (file) => refresh(file, false));
  server.watcher.on('unlink', (file) => refresh(file, true));
}
