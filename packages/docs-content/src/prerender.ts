import { PAGE_STATE_ID } from '@tessera/docs-theme/internal';
import { staticLoaderPath } from '@tessera/docs-theme/runtime/loader-client';
import type { RenderedPage } from '@tessera/docs-theme/server';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { addressPrefix, type ResolvedDocsConfig } from './config';
import { documentHtml } from './html';
import { publicFile, VIRTUAL } from './virtualModules';
import type { SiteContent } from './site';
import {
  demoStylesKey,
  pageStylesKey,
  type RouteStylesheets,
  type SiteStylesheets,
} from './stylesheets';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The scripts a chunk needs on first load: itself and its static imports. */
function collect(manifest: Manifest, keys: string[], base: string) {
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.add(`${base}${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return js;
}

/** Vite names a virtual module as a path from the working directory ('../../virtual:docs/x'). */
const virtualKey = (key: string) => key.replace(/^(?:\.\.\/)+(?=virtual:docs\/)/, '');

/** The client build's manifest, its virtual modules keyed by their ids wherever the build ran. */
function readManifest(file: string): Manifest {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  return Object.fromEntries(
    Object.entries(manifest).map(([key, chunk]) => [
      virtualKey(key),
      { ...chunk, ...(chunk.imports ? { imports: chunk.imports.map(virtualKey) } : {}) },
    ]),
  );
}

function chunkFile(manifest: Manifest, key: string): string {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The client build has no chunk for ${key}.`);
  return chunk.file;
}

interface PrerenderResult {
  files: string[];
  /** Loader data files written for hosts without a server. */
  loaderFiles: string[];
}

/** One route to write: its address, its file and what its first screen loads. */
interface RouteJob {
  route: string;
  out: string;
  chunks: string[];
  styles: RouteStylesheets;
  label: string;
  demoEntry?: { id: string; file: string };
}

/** What every route's document shares: the client entry and the scripts it loads at once. */
interface DocumentShell {
  config: ResolvedDocsConfig;
  manifest: Manifest;
  entryFile: string;
  entryScripts: Set<string>;
  /** The site's address, before a route. */
  address: string;
}

/**
 * Writes every route as static HTML: each page, each standalone demo and the not-found page,
 * with its one stylesheet and the module preloads its first screen needs, so nothing waits on
 * a waterfall.
 */
export async function prerender(
  site: SiteContent,
  serverEntry: string,
  stylesheets: SiteStylesheets,
): Promise<PrerenderResult> {
  const config: ResolvedDocsConfig = site.config;
  const outDir = path.join(config.root, 'dist');
  const manifest = readManifest(path.join(outDir, '.vite/manifest.json'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The client build has no entry chunk in its manifest.');
  const { base } = config;
  const shell: DocumentShell = {
    config,
    manifest,
    entryFile: `${base}${manifest[entryKey]!.file}`,
    entryScripts: collect(manifest, [entryKey], base),
    address: addressPrefix(config),
  };
  const server = (await import(pathToFileURL(serverEntry).href)) as {
    render: (url: string) => Promise<RenderedPage>;
  };

  const files: string[] = [];
  const loaderFiles: string[] = [];
  for (const job of routeJobs(site, manifest, stylesheets)) {
    const rendered = await renderOrFail(server.render, `${base}${job.route}`, job.label);
    writeOut(outDir, job.out, documentFor(shell, job, rendered));
    files.push(job.out);
    const routeId = rendered.meta?.id;
    const { loaderData } = rendered.state;
    if (routeId && loaderData !== undefined) {
      writeOut(outDir, staticLoaderPath(routeId), JSON.stringify(loaderData));
      loaderFiles.push(staticLoaderPath(routeId));
    }
  }
  return { files, loaderFiles };
}

/** Every route, demos first: a demo that fails fails on its own route, which names it. */
function routeJobs(
  site: SiteContent,
  manifest: Manifest,
  stylesheets: SiteStylesheets,
): RouteJob[] {
  const { root, base } = site.config;
  const keyOf = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const styles = (key: string) => stylesheets.routes.get(key) ?? stylesheets.theme;
  return [
    ...[...site.demos().values()].map((demo) => ({
      route: `~demos/${demo.id}`,
      out: `~demos/${demo.id}/index.html`,
      chunks: [keyOf(demo.file), `${VIRTUAL.demo}${demo.id}`],
      styles: styles(demoStylesKey(demo.id)),
      label: `demo "${demo.id}" (${keyOf(demo.file)})`,
      demoEntry: {
        id: demo.id,
        file: `${base}${chunkFile(manifest, `${VIRTUAL.demo}${demo.id}`)}`,
      },
    })),
    ...site.sortedPages().map((page) => ({
      route: page.routePath,
      out: page.routePath ? `${page.routePath}/index.html` : 'index.html',
      chunks: [keyOf(page.file)],
      styles: styles(pageStylesKey(page)),
      label: `page ${page.meta.filename}`,
    })),
    {
      route: '404',
      out: '404.html',
      chunks: [],
      styles: stylesheets.theme,
      label: 'the not-found page',
    },
  ];
}

/** A route's HTML document around its rendered body. */
function documentFor(shell: DocumentShell, job: RouteJob, rendered: RenderedPage): string {
  const { config, manifest, entryFile, entryScripts } = shell;
  const pageScripts = collect(manifest, job.chunks, config.base);
  return documentHtml({
    title: pageTitle(config, rendered),
    lang: config.lang,
    icon: config.logo && publicFile(config, config.logo),
    description: rendered.meta?.description ?? config.description,
    url: config.siteUrl && !rendered.state.notFound ? `${shell.address}${job.route}` : undefined,
    siteName: config.title,
    noindex: rendered.state.notFound,
    edgeToEdge: job.route.startsWith('~demos/'),
    assets: {
      entry: entryFile,
      stylesheet: job.styles,
      preload: [...new Set([...entryScripts, ...pageScripts])].filter((file) => file !== entryFile),
    },
    body: rendered.html,
    state: job.demoEntry ? { ...rendered.state, demoEntry: job.demoEntry } : rendered.state,
    stateId: PAGE_STATE_ID,
  });
}

/** The document title: the page's own and then the site's, or the site's alone. */
function pageTitle(config: ResolvedDocsConfig, rendered: RenderedPage): string {
  if (rendered.state.notFound) return `PAGE NOT FOUND - ${config.title}`;
  const own = rendered.title ?? rendered.meta?.title;
  return own && own !== config.title ? `${own} - ${config.title}` : config.title;
}

/** Writes a file under the output folder, making its folders. */
function writeOut(outDir: string, relative: string, content: string) {
  const file = path.join(outDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/**
 * Renders an address and fails the build when it cannot render: a module that throws when
 * imported, or a component that throws while rendering, must not leave an empty page behind.
 */
async function renderOrFail(
  render: (url: string) => Promise<RenderedPage>,
  address: string,
  label: string,
): Promise<RenderedPage> {
  // React reports errors inside a Suspense boundary through console.error and leaves the
  // boundary to the browser; they are collected here instead.
  const reported: unknown[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) =>
    reported.push(args.find((a) => a instanceof Error) ?? args[0]);
  let rendered: RenderedPage | undefined;
  try {
    rendered = await render(`http://localhost${address}`);
  } catch (error) {
    reported.push(error);
  } finally {
    console.error = consoleError;
  }
  const problems = reported;
  if (rendered && !problems.length && !rendered.html.includes('<!--$!-->')) return rendered;
  const reasons = problems.map((p) => (p instanceof Error ? p.message : String(p)));
  throw new Error(
    `Prerendering ${address} failed in ${label}: ${reasons.join('; ') || 'a part of the page could not render'}`,
  );
}
