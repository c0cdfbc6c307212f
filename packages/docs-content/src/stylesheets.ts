import type { Plugin } from 'vite';
import type { ParsedPage } from './parse';
import type { SiteContent } from './site';
import { planStylesheets, type StyledChunk } from './stylesheetPlan';

/** The stylesheets of one route, as addresses under the site's base path. */
export interface RouteStylesheets {
  /** The one stylesheet its document links: the theme's CSS and its demos' CSS together. */
  sheet: string;
  /** The demo CSS files that stylesheet holds, which a later page may need on its own. */
  holds: string[];
}

export interface SiteStylesheets {
  /** By route key (see `pageStylesKey`, `demoStylesKey`). */
  routes: Map<string, RouteStylesheets>;
  /** A document without demos: the not-found page. */
  theme: RouteStylesheets;
}

const MARKER = 'tessera-docs-stylesheets:';
/** A string literal the build replaces with the route's demo CSS files (see the plugin below). */
export const stylesheetsMarker = (key: string) => `${MARKER}${key}`;
export const pageStylesKey = (page: ParsedPage) => `page:${page.meta.id}`;
export const demoStylesKey = (id: string) => `demo:${id}`;

// However the minifier quotes it; a key with a quote or backslash in it is not replaced, and
// the check after the replacement names the chunk.
const markerLiteral = /(["'`])tessera-docs-stylesheets:([^"'`\\]*)\1/g;

/**
 * CSS per page, worked out from the browser bundle. The bundle splits CSS by chunk; this
 * plugin joins, for every route, the theme's CSS and the CSS its demos' chunks reach into one
 * stylesheet for its document, and writes into each page module (and each entry of the demo
 * index) the list of demo CSS files it needs, which the theme loads before it shows a page
 * reached by a link. Vite's own loading of CSS beside lazy chunks is switched off: the theme
 * loads each file once, in the site's cascade order, and knows which ones a document holds.
 */
export function stylesheetsPlugin(
  site: () => SiteContent,
  done: (stylesheets: SiteStylesheets) => void,
): Plugin {
  return {
    name: 'tessera-docs:stylesheets',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle(_options, bundle) {
      const base = this.environment.config.base;
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const chunkOf = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk.fileName]));
      const content = site();
      const routeDemos = new Map<string, string[]>();
      for (const page of content.pages.values()) {
        const shown = [page, ...content.tabsOf(page.file).values()].flatMap((p) => p.demos);
        routeDemos.set(pageStylesKey(page), [...new Set(shown.map((demo) => demo.file))]);
      }
      for (const demo of content.demos().values())
        routeDemos.set(demoStylesKey(demo.id), [demo.file]);
      const demoChunks = (files: string[]) =>
        files.map((file) => chunkOf.get(file)).filter((file): file is string => !!file);

      const styled: StyledChunk[] = chunks.map((chunk) => ({
        file: chunk.fileName,
        isEntry: chunk.isEntry,
        imports: chunk.imports,
        dynamicImports: chunk.dynamicImports,
        css: [...(chunk.viteMetadata?.importedCss ?? [])],
      }));
      const plan = planStylesheets(styled, new Set(demoChunks([...routeDemos.values()].flat())));
      const cssText = (file: string) => {
        const asset = bundle[file];
        if (asset?.type !== 'asset') throw new Error(`The bundle has no stylesheet ${file}.`);
        return typeof asset.source === 'string'
          ? asset.source
          : Buffer.from(asset.source).toString('utf8');
      };
      // Pages with the same demo CSS share one stylesheet.
      const sheets = new Map<string, string>();
      const sheetFor = (demoCss: string[]): RouteStylesheets => {
        const source = [...plan.theme, ...demoCss].map(cssText).join('\n');
        let file = sheets.get(source);
        if (!file) {
          file = this.getFileName(this.emitFile({ type: 'asset', name: 'page.css', source }));
          sheets.set(source, file);
        }
        return { sheet: `${base}${file}`, holds: demoCss.map((css) => `${base}${css}`) };
      };
      const routes = new Map(
        [...routeDemos].map(([key, files]) => [key, sheetFor(plan.demoCss(demoChunks(files)))]),
      );

      for (const chunk of chunks) {
        chunk.code = chunk.code.replace(markerLiteral, (_literal, _quote, key: string) =>
          JSON.stringify(routes.get(key)?.holds ?? []),
        );
        const left = chunk.code.indexOf(MARKER);
        if (left >= 0)
          this.error(
            `${chunk.fileName} names its stylesheets in a form the build cannot read: ${chunk.code.slice(left - 1, left + 80)}`,
          );
        // The theme loads CSS itself; Vite would otherwise add each file beside its chunk.
        chunk.viteMetadata?.importedCss.clear();
      }
      const theme = sheetFor([]);
      // Every document's stylesheet holds the theme's CSS, so nothing asks for its files.
      for (const file of plan.theme) delete bundle[file];
      done({ routes, theme });
    },
  };
}
