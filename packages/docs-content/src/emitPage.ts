import type { ApiTable } from '@tessera/docs-theme/types';
import { demoMeta, type DemoRef } from './demos';
import { ContentEmitter, element, str } from './emitContent';
import type { ParsedPage } from './parse';

export interface EmitContext {
  /** The import specifier of a demo file for the page module. */
  demoImport: (demo: DemoRef) => string;
  /** The import specifier of a demo's source module. */
  demoSourceImport: (demo: DemoRef) => string;
  /** The API table for an `<API id>` tag. */
  apiTable: (id: string) => {
    status: 'ok' | 'disabled' | 'missing' | 'resolving';
    table?: ApiTable | null;
  };
  /** A link as the browser should follow it: relative `.md` links become routes. */
  resolveLink: (href: string, line: number | undefined, from: ParsedPage) => string;
  /** The page's tabs (`Page.$tab-{key}.md`), in order. */
  tabs: { key: string; page: ParsedPage }[];
  /**
   * The page's route loader: the server bundle re-exports the module; the browser bundle
   * fetches its data with the theme's loader client, under the site's base path.
   */
  loader?: { import: string; server: boolean; base: string };
  /** Dev: the module accepts its own updates and re-renders in place. */
  hot: boolean;
  /**
   * The browser build: each demo is its own chunk, loaded when it is needed, instead of a
   * static import that every visit of the page fetches and runs before the page is live.
   */
  deferDemos?: boolean;
  /**
   * The browser build: the page module exports `stylesheets`, this marker, which the build
   * replaces with the CSS files of the page's demos.
   */
  stylesheets?: string;
}

/**
 * Turns a parsed page into its page module: metadata, outline, demo list and a component
 * that renders the content with the theme's components (see `ContentEmitter`).
 */
export async function emitPage(page: ParsedPage, context: EmitContext): Promise<string> {
  const imports: string[] = [
    `import { jsx as _j, jsxs as _js, Fragment as _F } from 'react/jsx-runtime';`,
  ];
  const declarations: string[] = [];
  const demoIndex = new Map<string, number>();
  const allDemos = [page, ...context.tabs.map((tab) => tab.page)].flatMap((p) => p.demos);
  allDemos.forEach((demo) => {
    if (demoIndex.has(demo.id)) return;
    const index = demoIndex.size;
    demoIndex.set(demo.id, index);
    const specifier = str(context.demoImport(demo));
    if (!context.deferDemos) imports.push(`import Demo${index} from ${specifier};`);
    const component = context.deferDemos
      ? `load: () => import(${specifier})`
      : `component: Demo${index}`;
    declarations.push(
      `const demo${index} = { meta: ${str(demoMeta(demo))}, ${component}, loadSource: () => import(${str(context.demoSourceImport(demo))}) };`,
    );
  });
  const content = new ContentEmitter(page, context, demoIndex);
  const body = await content.emit(page.tree, page);
  const tabBodies: string[][] = [];
  for (const tab of context.tabs) tabBodies.push(await content.emit(tab.page.tree, tab.page));
  const component = (name: string, children: string[]) =>
    `function ${name}({ components: c }) {\n  return ${element('_F', {}, children)};\n}`;
  // Dev: the theme keeps the components it got first, which show the new content when this
  // module is replaced.
  const live = (key: string, name: string) =>
    context.hot ? `liveContent(${str(key)}, ${name})` : name;
  const tabs = context.tabs.map(
    ({ key, page: tab }, i) =>
      `{ key: ${str(key)}, title: ${str(tab.meta.title)}, toc: ${str(tab.toc)}, Content: ${live(`${page.meta.id}?tab=${key}`, `Tab${i}`)} }`,
  );
  const { loaderElements } = content;
  if (loaderElements.size)
    imports.push(
      `import { ${[...loaderElements].sort().join(', ')} } from '@tessera/docs-theme/runtime/loader-elements';`,
    );
  if (context.loader && !context.loader.server)
    imports.push(`import { serverLoader } from '@tessera/docs-theme/runtime/loader-client';`);
  if (context.hot)
    imports.push(`import { liveContent } from '@tessera/docs-theme/runtime/live-content';`);
  return [
    ...imports,
    `export const meta = ${str(page.meta)};`,
    `export const toc = ${str(page.toc)};`,
    `export const demos = ${str(allDemos.filter((d, i) => allDemos.findIndex((o) => o.id === d.id) === i).map(demoMeta))};`,
    ...(context.loader
      ? [
          context.loader.server
            ? `export { default as loader } from ${str(context.loader.import)};`
            : `export const loader = serverLoader(${str(context.loader.base)}, ${str(page.meta.id)});`,
        ]
      : []),
    ...declarations,
    ...(page.heroDemo ? [`export const heroDemo = demo${demoIndex.get(page.heroDemo)};`] : []),
    // A link the visitor lingers on fetches the page and, through this, its demos' code.
    ...(context.deferDemos && demoIndex.size > 0
      ? [
          `export const deferredDemos = [${[...demoIndex.values()].map((i) => `demo${i}`).join(', ')}];`,
        ]
      : []),
    ...(context.stylesheets ? [`export const stylesheets = ${str(context.stylesheets)};`] : []),
    component('Content', body),
    ...tabBodies.map((children, i) => component(`Tab${i}`, children)),
    `export const tabs = [${tabs.join(', ')}];`,
    `export default ${live(page.meta.id, 'Content')};`,
    // Vite sees from this line that the module takes its own updates.
    ...(context.hot ? ['import.meta.hot.accept();'] : []),
    '',
  ].join('\n');
}
