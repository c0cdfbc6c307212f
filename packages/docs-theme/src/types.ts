import type { ComponentType, ReactNode } from 'react';
import type * as z from 'zod';
import type { pageFrontmatter } from './frontmatterSchema';
import type { LabelTable } from './i18n/labels';

export type { Label, LabelTable, LocaleId, LocaleLabels } from './i18n/labels';

/** Metadata of one page: the fields its frontmatter sets (`pageFrontmatter`), and its file's. */
export interface PageMeta extends z.output<typeof pageFrontmatter> {
  /** The page file's path under the site without extension: 'docs/components/Button'. */
  id: string;
  /** The frontmatter's title, else the page's first heading, else its file name. */
  title: string;
  /** Source file, relative to the site root. */
  filename: string;
  /** Milliseconds since the epoch: the file's last commit, or its mtime outside git. */
  lastUpdated?: number;
}

export interface TocEntry {
  id: string;
  depth: number;
  title: string;
}

/** What the page list knows of a page without loading its chunk. */
export interface RouteEntry {
  /** Route path without a leading slash; '' is the home page. */
  path: string;
  meta: Pick<PageMeta, 'id' | 'title' | 'group' | 'order' | 'tag' | 'nav'>;
  /** Loads the page module (a lazily loaded chunk). */
  load: () => Promise<PageModule>;
}

export interface DemoMeta {
  id: string;
  title?: string;
  description?: string;
  /** Render in an iframe of `~demos/{id}` instead of inline; a number gives its height. */
  iframe?: boolean | number;
}

/** A demo's source, loaded when somebody opens the code. */
export interface DemoSource {
  /** The file name shown above the code, e.g. 'basic.tsx'. */
  filename: string;
  code: string;
  /** Highlighted lines: pieces of text with the class of their token colour. */
  lines: HighlightedLine[];
}

export type HighlightedLine = [text: string, className?: string][];

export type LoadDemoSource = () => Promise<{ default: DemoSource }>;

/**
 * A demo's live component: the component itself, or (in a built site) the chunk to load it
 * from, which the theme loads when the demo is needed.
 */
export type LiveDemoSource =
  { component: ComponentType } | { load: () => Promise<{ default: ComponentType }> };

/** What a page gives the Demo slot for each demo. */
export type DemoProps = { meta: DemoMeta; loadSource: LoadDemoSource } & LiveDemoSource;

/** The page that shows a demo: its route from the site root, with `?tab=` for a tab's demo. */
export interface DemoPlace {
  path: string;
  title: string;
}

export interface DemoEntry extends DemoMeta {
  /** Where the demo is shown, for the link back from the demo opened alone. */
  page?: DemoPlace;
  load: () => Promise<{ default: ComponentType }>;
  loadSource: LoadDemoSource;
  /** The CSS files the demo needs beside the theme's (browser build only). */
  stylesheets?: string[];
}

/** Components a compiled page renders its special elements with. */
/** The kinds of callout a page can hold (`:::warning`, `> [!NOTE]`). */
export type CalloutType =
  'info' | 'note' | 'tip' | 'success' | 'important' | 'warning' | 'caution' | 'error';

export interface ContentComponents {
  a: ComponentType<{ href?: string; children?: ReactNode }>;
  Callout: ComponentType<{ type: CalloutType; title?: string; children?: ReactNode }>;
  /** dumi's inline `<Badge type>`: a small label beside a heading or in text. */
  Badge: ComponentType<{ type: 'info' | 'warning' | 'error' | 'success'; children?: ReactNode }>;
  /** `subtitle`: the page's subtitle, given to its title heading alone. */
  Heading: ComponentType<{
    depth: 1 | 2 | 3 | 4 | 5 | 6;
    id?: string;
    subtitle?: string;
    children?: ReactNode;
  }>;
  CodeBlock: ComponentType<{ lang?: string; code: string; lines: HighlightedLine[] }>;
  Demo: ComponentType<DemoProps>;
  API: ComponentType<{
    id: string;
    table?: ApiTable | null;
    status: 'ok' | 'disabled' | 'missing' | 'resolving';
  }>;
}

/**
 * A piece of a prop's description, parsed from its JSDoc markdown at build time: text, a code
 * span, emphasis, strong emphasis, or a link whose address is a site page, an anchor or an
 * http(s) page. The theme renders these with React, so any text, markup-like or not, is
 * escaped; nothing else from the markdown survives but its text.
 */
export type InlineNode =
  | string
  | { kind: 'code'; text: string }
  | { kind: 'em' | 'strong'; children: InlineNode[] }
  | { kind: 'link'; href: string; children: InlineNode[] };

export interface ApiProp {
  name: string;
  description: InlineNode[];
  type: string;
  default?: string;
  required: boolean;
  /** The `@deprecated` advice (empty when the tag has none). */
  deprecated?: InlineNode[];
  since?: string;
}

export interface ApiTable {
  component: string;
  props: ApiProp[];
}

/** The module docs-content emits for every page. */
export interface PageModule {
  default: ComponentType<{ components: ContentComponents }>;
  meta: PageMeta;
  toc: TocEntry[];
  demos: DemoMeta[];
  /**
   * The route loader. On the server it is the page's own loader; in the browser it fetches
   * the loader's data from the server's loader endpoint (or the build's static copy).
   */
  loader?: (args: { request: Request; params: Record<string, string | undefined> }) => unknown;
  /** Tabs from sibling `Page.$tab-{key}.md` files, selected by `?tab={key}`. */
  tabs?: PageTab[];
  /** The demo the frontmatter's `hero.demo` names, shown beside the home page's hero. */
  heroDemo?: DemoProps;
  /**
   * Every live demo of the page (its own and its tabs') whose code loads when needed: the
   * theme fetches their code with a page the visitor is about to open. Absent when the demos
   * are part of the page chunk (dev, server).
   */
  deferredDemos?: Extract<DemoProps, { load: unknown }>[];
  /**
   * The CSS files the page's demos need beside the theme's, in cascade order (browser build
   * only). The theme adds the missing ones before it shows a page reached by a link.
   */
  stylesheets?: string[];
}

/** One tab of a page: its content and outline, shown instead of the page's own content. */
export interface PageTab {
  key: string;
  title: string;
  toc: TocEntry[];
  Content: ComponentType<{ components: ContentComponents }>;
}

export interface NavItem {
  title: string;
  link: string;
  children?: NavItem[];
}

/** The documented library, from its package.json: the navbar's version and links. */
export interface LibraryData {
  name: string;
  version: string;
  /** The source repository's web address. */
  repository?: string;
  /** The package's page on the npm registry; absent for a private package. */
  npm?: string;
  /** The licence's SPDX expression, e.g. 'MIT'. */
  license?: string;
}

/** The site's configuration as the browser sees it. */
export interface SiteData {
  /** The site's name as written; `labels` may translate it. */
  title: string;
  /** The language the pages are written in, `<html lang>`; absent for 'en'. */
  lang?: string;
  /** The language of the pages' subtitles when it is not `lang` ('zh-CN' for Chinese names). */
  subtitleLang?: string;
  /**
   * Translations of texts as written (the site's name, section and group titles) into the
   * interface languages; a text without one shows as written.
   */
  labels?: LabelTable;
  library?: LibraryData;
  /** The footer's copyright line as written; `labels` may translate it. */
  copyright?: string;
  description?: string;
  logo?: string;
  /** Repository URL of the docs folder's files, for 'Improve this documentation' links. */
  editLink?: string;
  /** Explicit top navigation; derived from the pages when absent. */
  nav?: NavItem[];
  /** Two-level top navigation (at most two levels). */
  twoLevelNav?: boolean;
  /** The path the site is served under, '/docs/'; absent for '/'. */
  base?: string;
  /** Docs framework version, recorded on window.__TESSERA_DOCS__. */
  version: string;
  /** URL of the hashed search data file. */
  searchData?: string;
  /** The demo frame's options from the site's config; absent when it sets none. */
  demo?: SiteDemoOptions;
}

/** The demo frame as a site configures it (`demo` of its config). */
export interface SiteDemoOptions {
  /** Switches in every demo's toolbar, in order: a name for `DemoFrame`, a label as written. */
  switches?: { name: string; label: string }[];
}

/** Slots a site replaces, by name (Navbar, Sidebar, Toc, PageFooter, Demo, DemoFrame). */
export type Slots = Partial<Record<string, ComponentType<never>>>;

/** Everything the client and server entries need, produced by docs-content. */
export interface AppData {
  site: SiteData;
  routes: RouteEntry[];
  /** A demo's entry by id, loaded only by the standalone demo route; undefined for no demo. */
  loadDemo: (id: string) => Promise<DemoEntry | undefined>;
  slots: Slots;
}
