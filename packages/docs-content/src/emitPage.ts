import type { ApiTable } from '@tessera/docs-theme/types';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { find, html, svg } from 'property-information';
import { demoMeta, type DemoRef } from './demos';
import { highlight } from './highlight';
import type { ParsedPage } from './parse';
import { textOf } from './parse';

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

/** Whitespace between blocks means nothing, and inside tables React rejects it. */
const blockParents = new Set([
  'root',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'ul',
  'ol',
  'blockquote',
  'aside',
  'div',
  'section',
  'details',
  'dl',
]);
const voidElements = new Set(['img', 'br', 'hr', 'input', 'col', 'area', 'source', 'track', 'wbr']);

const str = (value: unknown) => JSON.stringify(value);

/** dumi's `<Badge type>`; any other type shows as `info`. */
const BADGE_TYPES = new Set(['info', 'warning', 'error', 'success']);

function reactProps(node: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const schema = node.tagName === 'svg' ? svg : html;
  for (const [key, value] of Object.entries(node.properties)) {
    if (value === undefined || value === null) continue;
    const info = find(schema, key);
    const name =
      key === 'className'
        ? 'className'
        : /^(aria|data)[A-Z]/.test(key)
          ? info.attribute
          : info.property;
    props[name] = Array.isArray(value) ? value.join(info.commaSeparated ? ', ' : ' ') : value;
  }
  return props;
}

/**
 * Turns a parsed page into its page module: metadata, outline, demo list and a component
 * that renders the content with the theme's components (`c.Heading`, `c.a`, `c.Demo`, …).
 * Code blocks are highlighted here, at build time.
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
  const loaderElements = new Set<string>();
  let current = page;
  // The page's title heading (its first `# heading`, or the one its title made) carries the
  // subtitle, so the theme shows it beside the title: in the prerendered HTML, and in the
  // heading's name ("Button 按钮"), while the heading's id and the outline stay the title's.
  const titleId = page.meta.subtitle ? page.toc.find((entry) => entry.depth === 1)?.id : undefined;

  const element = (
    type: string,
    props: Record<string, unknown> | string,
    children: string[],
  ): string => {
    const propsCode =
      typeof props === 'string'
        ? props
        : Object.entries(props)
            .map(([k, v]) => `${str(k)}: ${str(v)}`)
            .join(', ');
    const parts = propsCode ? [propsCode] : [];
    if (children.length === 1) parts.push(`children: ${children[0]}`);
    else if (children.length > 1) parts.push(`children: [${children.join(', ')}]`);
    return `${children.length > 1 ? '_js' : '_j'}(${type}, { ${parts.join(', ')} })`;
  };

  const emitChildren = async (parent: Root | Element): Promise<string[]> => {
    const parentName = parent.type === 'root' ? 'root' : parent.tagName;
    const out: string[] = [];
    for (const child of parent.children as (RootContent | ElementContent)[]) {
      if (child.type === 'text') {
        if (!child.value.trim() && blockParents.has(parentName)) continue;
        out.push(str(child.value));
      } else if (child.type === 'element') {
        out.push(await emitElement(child));
      }
    }
    return out;
  };

  const emitElement = async (node: Element): Promise<string> => {
    const { tagName } = node;
    if (tagName === 'demo') return `_j(c.Demo, demo${demoIndex.get(String(node.properties.id))})`;
    if (tagName === 'loader-data' || tagName === 'loader-list') {
      const component = tagName === 'loader-data' ? 'LoaderValue' : 'LoaderList';
      loaderElements.add(component);
      return element(component, { path: String(node.properties.path ?? '') }, []);
    }
    if (tagName === 'api') {
      const id = String(node.properties.id);
      return element('c.API', { id, ...context.apiTable(id) }, []);
    }
    if (tagName === 'badge') {
      const type = String(node.properties.type ?? 'info');
      return element(
        'c.Badge',
        { type: BADGE_TYPES.has(type) ? type : 'info' },
        await emitChildren(node),
      );
    }
    if (tagName === 'aside' && typeof node.properties.dataCallout === 'string') {
      const title = node.properties.dataCalloutTitle;
      return element(
        'c.Callout',
        { type: node.properties.dataCallout, ...(typeof title === 'string' ? { title } : {}) },
        await emitChildren(node),
      );
    }
    if (/^h[1-6]$/.test(tagName)) {
      const title = current === page && tagName === 'h1' && node.properties.id === titleId;
      return element(
        'c.Heading',
        {
          depth: Number(tagName[1]),
          id: node.properties.id,
          ...(title ? { subtitle: page.meta.subtitle } : {}),
        },
        await emitChildren(node),
      );
    }
    if (tagName === 'a') {
      const href =
        typeof node.properties.href === 'string'
          ? context.resolveLink(node.properties.href, node.position?.start.line, current)
          : undefined;
      return element('c.a', href === undefined ? {} : { href }, await emitChildren(node));
    }
    const code = node.children[0];
    if (tagName === 'pre' && code?.type === 'element' && code.tagName === 'code') {
      const classes = Array.isArray(code.properties.className)
        ? code.properties.className.map(String)
        : [];
      const lang = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
      const text = textOf(code);
      const lines = await highlight(text, lang);
      return element(
        'c.CodeBlock',
        { ...(lang ? { lang } : {}), code: text.replace(/\n$/, ''), lines },
        [],
      );
    }
    const children = voidElements.has(tagName) ? [] : await emitChildren(node);
    return element(str(tagName), reactProps(node), children);
  };

  const body = await emitChildren(page.tree);
  const tabBodies: string[][] = [];
  for (const tab of context.tabs) {
    current = tab.page;
    tabBodies.push(await emitChildren(tab.page.tree));
  }
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
