import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built site the quality specs check; the server under test serves this folder. */
export const distDir = fileURLToPath(new URL('../dist/', import.meta.url));

/**
 * Every page route of the build, as a path (`/`, `/guide`, …): one per prerendered page, read
 * from the HTML files, so the sitemap can be checked against them.
 */
export function pageRoutes(): string[] {
  return htmlFiles()
    .filter((file) => file.endsWith('index.html') && !file.startsWith('~demos/'))
    .map((file) => `/${file.replace(/\/?index\.html$/, '')}`)
    .sort();
}

/**
 * Routes dealt into `count` groups, for specs that check every route on one page per test: a
 * test (and a browser context) per route costs more than the loads, and a few tests still
 * share the workers.
 */
export function inGroups(routes: string[], count: number): string[][] {
  return Array.from({ length: count }, (_, group) =>
    routes.filter((_, index) => index % count === group),
  );
}

/** The standalone demo pages, one per component page, so a crawl samples them cheaply. */
export function sampleDemoRoutes(): string[] {
  const ids = readdirSync(`${distDir}~demos`).sort();
  const firstPerComponent = new Map<string, string>();
  for (const id of ids) {
    const component = id.split('-demo-')[0]!;
    if (!firstPerComponent.has(component)) firstPerComponent.set(component, id);
  }
  return [...firstPerComponent.values()].slice(0, 4).map((id) => `/~demos/${id}`);
}

/** Every HTML file of the build, relative to dist. */
export function htmlFiles(dir = ''): string[] {
  return readdirSync(`${distDir}${dir}`, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}${entry.name}`;
    if (entry.isDirectory()) return htmlFiles(`${relative}/`);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

/** A path no page has: the server answers it with 404.html. */
export const NOT_FOUND = '/components/nope';

/** The standalone demo pages that pages show in an iframe, read from the built pages. */
export function framedDemoRoutes(): string[] {
  const sources = pageRoutes().flatMap((route) => {
    const html = readFileSync(
      `${distDir}${route.slice(1)}${route === '/' ? '' : '/'}index.html`,
      'utf8',
    );
    return [...html.matchAll(/<iframe[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src!);
  });
  return [...new Set(sources)].sort();
}

/**
 * What the crawl loads: every page route, the not-found page, a few standalone demos and
 * every demo a page frames (axe does not look into frames: it checks them as pages).
 */
export function crawlRoutes(): string[] {
  const demos = new Set([...sampleDemoRoutes(), ...framedDemoRoutes()]);
  return [...pageRoutes(), NOT_FOUND, ...demos];
}
