/**
 * Sizes read from the built site alone, without a browser or a clock, so they are the same on
 * every run: what a page's first load transfers (its HTML, entry script, module preloads and
 * stylesheets, plus any static import they reach) and what the first search downloads.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib } from 'node:zlib';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const siteDir = path.join(repoRoot, 'apps/site');
export const distDir = path.join(siteDir, 'dist');

/** Brotli at quality 11, as `tessera-docs serve` and CDNs send static files. */
export const brotliSize = (data) =>
  brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The HTML file that answers a route: `/` → index.html, `/guide` → guide/index.html. */
export function htmlFileOf(route, dist = distDir) {
  const relative = route.replace(/^\/+|\/+$/g, '');
  return path.join(dist, relative ? `${relative}/index.html` : 'index.html');
}

const attr = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];

/**
 * The first-load files an HTML document names: module scripts, module preloads and stylesheets,
 * and the entry and preloads our boot script starts once the page has painted.
 */
export function documentAssets(html) {
  const js = [];
  const css = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module' && attr(tag, 'src')) {
      js.push(attr(tag, 'src'));
    } else if (tag.startsWith('<script') && attr(tag, 'data-entry')) {
      js.push(attr(tag, 'data-entry'), ...(attr(tag, 'data-preload')?.split(' ') ?? []));
    } else if (attr(tag, 'rel') === 'modulepreload') {
      js.push(attr(tag, 'href'));
    } else if (attr(tag, 'rel') === 'stylesheet') {
      css.push(attr(tag, 'href'));
    }
  }
  return { js, css };
}

// Static imports of a built module: `import"./a.js"`, `import{x}from"./a.js"`, `export*from"./a.js"`.
const staticImport = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.js)["']/g;

const readAsset = (url, dist) => readFileSync(path.join(dist, url.replace(/^\//, '')));

// Dynamic imports of a built module: `import("./a.js")` (any quotes), also inside Vite's preload helper.
const dynamicImport = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

/** Adds every module the given ones import (by `imports`, a list of patterns), transitively. */
function withImports(urls, dist, imports) {
  const all = new Set(urls);
  for (const url of all) {
    const code = readAsset(url, dist).toString('utf8');
    for (const pattern of imports) {
      for (const [, specifier] of code.matchAll(pattern)) {
        all.add(new URL(specifier, `http://site${url}`).pathname);
      }
    }
  }
  return [...all];
}

/** Adds every module the given ones import statically, which the browser fetches before running. */
const withStaticImports = (urls, dist) => withImports(urls, dist, [staticImport]);

/**
 * The scripts each live demo of a page needs. A page loads a demo's code when the demo comes
 * into view, so its document does not name them; the demo's own page (`~demos/{id}`) does.
 * Any element id of the page that names a demo page counts.
 */
function demoScripts(html, dist) {
  const scripts = [];
  for (const [, id] of html.matchAll(/\bid="([^"]+)"/g)) {
    const demoPage = htmlFileOf(`/~demos/${id}`, dist);
    if (existsSync(demoPage)) scripts.push(...documentAssets(readFileSync(demoPage, 'utf8')).js);
  }
  return scripts;
}

/**
 * First-load bytes of a route by kind, brotli-compressed, with the files counted. Scripts
 * count every live demo of the page, as if all of them were on the first screen.
 */
export function firstLoad(route, dist = distDir, sizes = new Map()) {
  const html = readFileSync(htmlFileOf(route, dist));
  const { js, css } = documentAssets(html.toString('utf8'));
  const scripts = withStaticImports(
    [...new Set([...js, ...demoScripts(html.toString('utf8'), dist)])],
    dist,
  );
  const sum = (urls) =>
    urls.reduce((total, url) => {
      if (!sizes.has(url)) sizes.set(url, brotliSize(readAsset(url, dist)));
      return total + sizes.get(url);
    }, 0);
  return {
    html: brotliSize(html),
    js: sum(scripts),
    css: sum(css),
    files: { js: scripts, css },
  };
}

/**
 * What the first search downloads: the search data file(s) and the worker script the built
 * client starts with `new Worker(new URL("…"))`. Null while the site has no search yet.
 */
export function searchPayload(dist = distDir) {
  // Only what the current build's scripts reach counts: a build replayed over an old `dist`
  // leaves earlier scripts and data files beside the current ones.
  const { js } = documentAssets(readFileSync(htmlFileOf('/', dist), 'utf8'));
  const data = new Set();
  const workers = new Set();
  for (const url of withImports(js, dist, [staticImport, dynamicImport])) {
    const code = readAsset(url, dist).toString('utf8');
    for (const [file] of code.matchAll(/search\.[\w-]+\.json/g)) {
      if (existsSync(path.join(dist, 'assets', file))) data.add(`/assets/${file}`);
    }
    for (const [, worker] of code.matchAll(/new Worker\(\s*new URL\(\s*["'`]([^"'`]+)["'`]/g)) {
      workers.add(new URL(worker, `http://site${url}`).pathname);
    }
  }
  if (data.size === 0 && workers.size === 0) return null;
  const worker = withStaticImports(
    [...workers].filter((url) => existsSync(path.join(dist, url))),
    dist,
  );
  const size = (urls) => urls.reduce((total, url) => total + brotliSize(readAsset(url, dist)), 0);
  return { data: size([...data]), worker: size(worker), files: [...data, ...worker] };
}

/**
 * Every page route of the build, as a path (`/`, `/guide`, …): one per prerendered page, read
 * from the HTML files (the sitemap is only written when the site has a `siteUrl`).
 */
export function pageRoutes(dir = '', dist = distDir) {
  return readdirSync(path.join(dist, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return relative === '~demos' ? [] : pageRoutes(relative, dist);
      return entry.name === 'index.html' ? [`/${dir}`] : [];
    })
    .sort();
}

/** Every standalone demo route of the build (`/~demos/{id}`). */
export function demoRoutes(dist = distDir) {
  const folder = path.join(dist, '~demos');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `/~demos/${entry.name}`)
    .sort();
}

/**
 * The first-load CSS of every page and standalone demo of the build, brotli: each document's
 * stylesheets. Returns the largest and how many documents were measured.
 */
export function largestFirstLoadCss(dist = distDir) {
  const routes = [...pageRoutes('', dist), ...demoRoutes(dist)];
  const sizes = new Map();
  let largest = { route: undefined, css: 0, stylesheets: 0 };
  for (const route of routes) {
    const { css } = documentAssets(readFileSync(htmlFileOf(route, dist), 'utf8'));
    const bytes = css.reduce((total, url) => {
      if (!sizes.has(url)) sizes.set(url, brotliSize(readAsset(url, dist)));
      return total + sizes.get(url);
    }, 0);
    if (largest.route === undefined || bytes > largest.css)
      largest = { route, css: bytes, stylesheets: css.length };
  }
  return { ...largest, documents: routes.length };
}

/**
 * The first-load JS of every page and standalone demo of the build (see `firstLoad`, which
 * counts every live demo): the largest, and the documents over `limit` bytes, largest first.
 * Each shared file is compressed once.
 */
export function largestFirstLoadJs(limit, dist = distDir) {
  const sizes = new Map();
  const routes = [...pageRoutes('', dist), ...demoRoutes(dist)];
  let largest = { route: undefined, js: 0 };
  const over = [];
  for (const route of routes) {
    const { js } = firstLoad(route, dist, sizes);
    if (js > limit) over.push({ route, js });
    if (largest.route === undefined || js > largest.js) largest = { route, js };
  }
  over.sort((a, b) => b.js - a.js);
  return { ...largest, over, documents: routes.length };
}

/** Brotli bytes of built scripts, by path, each compressed on its own as they are served. */
export const scriptBytes = (urls, dist = distDir) =>
  urls.reduce((total, url) => total + brotliSize(readAsset(url, dist)), 0);

/** The page route with the largest prerendered HTML: the "longest page" of the bench. */
export function longestRoute(exclude = []) {
  const candidates = pageRoutes().filter((route) => !exclude.includes(route));
  return candidates.reduce((longest, route) =>
    readFileSync(htmlFileOf(route)).length > readFileSync(htmlFileOf(longest)).length
      ? route
      : longest,
  );
}
