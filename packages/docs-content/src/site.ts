import { siteNav } from '@tessera/docs-theme/internal';
import type { NavItem, RouteEntry } from '@tessera/docs-theme/types';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedDocsConfig } from './config';
import type { DemoRef } from './demos';
import { ContentError, ContentErrors } from './errors';
import { readLastUpdated } from './gitTimes';
import { resolvePageLink, type LinkTargets } from './links';
import { parsePage, TAB_SUFFIX, type ParsedPage } from './parse';
import { routePathOf } from './routePath';

const tabOf = (file: string) => TAB_SUFFIX.exec(path.basename(file, '.md'))?.[1];

/**
 * dumi's copy of a page in another language, `index.zh-CN.md` beside `index.md`: the language.
 * The site's pages are written in one language (`lang`), so such a file is not a page.
 */
export const translationOf = (file: string) => /\.([a-z]{2}-[A-Z]{2})\.md$/.exec(file)?.[1];

/** All markdown pages under a folder, sorted; `demos` folders and dot-folders hold no pages. */
function findPages(docsRoot: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'demos') walk(full);
      } else if (entry.name.endsWith('.md')) out.push(full);
    }
  };
  walk(docsRoot);
  return out.sort();
}

/**
 * The site's content, parsed: one entry per page file, kept up to date as files change.
 * Every derived artefact (routes, page modules, demos, search records) reads from here.
 */
export class SiteContent {
  readonly pages = new Map<string, ParsedPage>();
  /** Tab files (`Button.$tab-api.md`) by file: parsed like pages, shown inside their page. */
  readonly tabs = new Map<string, ParsedPage>();
  /** Page and tab files that failed to parse: they exist, so links to them are not broken. */
  readonly unparsed = new Set<string>();
  private readonly sources = new Map<string, string>();
  private lastUpdated: (file: string) => number | undefined;

  constructor(readonly config: ResolvedDocsConfig) {
    this.lastUpdated = readLastUpdated(this.docsRoot);
  }

  get docsRoot() {
    return path.join(this.config.root, this.config.docsDir);
  }

  /** Parses every page, collecting all problems before failing. */
  loadAll(): string[] {
    const errors: ContentError[] = [];
    const warnings: string[] = [];
    this.pages.clear();
    this.tabs.clear();
    this.unparsed.clear();
    for (const file of findPages(this.docsRoot)) {
      const language = translationOf(file);
      if (language) {
        const relative = path.relative(this.config.root, file).split(path.sep).join('/');
        warnings.push(
          `${relative}: left out, as a page in ${language}: the site's pages are written in one language (\`lang\`)`,
        );
        continue;
      }
      try {
        warnings.push(...this.load(file).warnings);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        errors.push(error);
        this.unparsed.add(file);
      }
    }
    errors.push(...this.checkUnique(), ...this.checkLinks(), ...this.checkGalleries());
    if (errors.length) throw new ContentErrors(errors);
    return warnings;
  }

  /** Parses (or re-parses) one page or tab file; an unchanged source is not parsed again. */
  load(file: string, source = readFileSync(file, 'utf8')): ParsedPage {
    const store = tabOf(file) ? this.tabs : this.pages;
    const cached = store.get(file);
    if (cached && this.sources.get(file) === source) return cached;
    const page = parsePage(source, file, this.config);
    this.unparsed.delete(file);
    page.meta.lastUpdated = this.newestOf(file, page);
    store.set(file, page);
    this.sources.set(file, source);
    return page;
  }

  /**
   * When what the page shows last changed: its own file, the files it embeds and its demos'
   * files, whichever changed last (a changelog page changes with the changelog it embeds).
   */
  private newestOf(file: string, page: ParsedPage): number | undefined {
    const files = [file, ...page.embeds, ...page.demos.map((demo) => demo.file.split('?')[0]!)];
    const times = files.map(this.lastUpdated).filter((time) => time !== undefined);
    return times.length ? Math.max(...times) : undefined;
  }

  remove(file: string) {
    this.unparsed.delete(file);
    this.pages.delete(file);
    this.tabs.delete(file);
    this.sources.delete(file);
  }

  /** The page file a tab file belongs to, with the tab's key. */
  tabFile(file: string): { page: string; key: string } | undefined {
    const key = tabOf(file);
    return key ? { page: file.replace(/\.\$tab-[^.]+\.md$/, '.md'), key } : undefined;
  }

  /** A page's tabs by key, in file order. */
  tabsOf(pageFile: string): Map<string, ParsedPage> {
    const tabs = new Map<string, ParsedPage>();
    for (const [file, tab] of this.tabs) {
      const owner = this.tabFile(file);
      if (owner?.page === pageFile) tabs.set(owner.key, tab);
    }
    return tabs;
  }

  /** What links are checked against. */
  linkTargets(): LinkTargets {
    const demos = this.demos();
    return {
      pages: this.pages,
      tabsOf: (file) => this.tabsOf(file),
      tabFile: (file) => this.tabFile(file),
      hasDemo: (id) => demos.has(id),
      publicDir: path.join(this.config.root, 'public'),
      unparsed: {
        files: this.unparsed,
        routes: new Set(
          [...this.unparsed].map((file) =>
            routePathOf(
              path.relative(this.docsRoot, file).split(path.sep).join('/'),
              this.config.routePrefix,
            ),
          ),
        ),
      },
    };
  }

  /** Two pages on one route, or two demos with one id, would silently hide one of them. */
  /** A home page gallery must name a section that has pages, or it would show nothing. */
  checkGalleries(): ContentError[] {
    const sections = new Set([...this.pages.values()].map((p) => p.routePath.split('/')[0]));
    return [...this.pages.values()].flatMap(({ meta }) => {
      const section = meta.gallery?.section;
      if (section === undefined || sections.has(section.replace(/^\/+|\/+$/g, ''))) return [];
      const known = [...sections].filter(Boolean).join(', ');
      return [
        new ContentError(
          meta.filename,
          undefined,
          undefined,
          `frontmatter \`gallery\` names the section "${section}", which has no pages; sections: ${known}`,
        ),
      ];
    });
  }

  checkUnique(): ContentError[] {
    const errors: ContentError[] = [];
    const routes = new Map<string, string>();
    const demos = new Map<string, DemoRef>();
    for (const tab of this.tabs.values()) {
      const owner = this.tabFile(tab.file);
      if (owner && !this.pages.has(owner.page))
        errors.push(
          new ContentError(
            tab.meta.filename,
            undefined,
            undefined,
            `tab file has no page ${path.relative(this.config.root, owner.page)} to belong to`,
          ),
        );
    }
    for (const page of this.files()) {
      const other = this.tabs.has(page.file) ? undefined : routes.get(page.routePath);
      if (other)
        errors.push(
          new ContentError(
            page.meta.filename,
            undefined,
            undefined,
            `route "/${page.routePath}" is also produced by ${other}`,
          ),
        );
      if (!this.tabs.has(page.file)) routes.set(page.routePath, page.meta.filename);
      for (const demo of page.demos) {
        const same = demos.get(demo.id);
        if (same && same.file !== demo.file) {
          errors.push(
            new ContentError(
              demo.page,
              demo.line,
              undefined,
              `demo id "${demo.id}" of ${path.relative(this.config.root, demo.file)} is also used by ${path.relative(this.config.root, same.file)} (${same.page}:${same.line})`,
            ),
          );
        }
        demos.set(demo.id, demo);
      }
    }
    return errors;
  }

  /** Links to missing pages or headings, all of them, so one build shows every problem. */
  checkLinks(): ContentError[] {
    return [...this.brokenLinksByPage().values()].flat();
  }

  /** The broken links of each page or tab file that has any, by file. */
  brokenLinksByPage(): Map<string, ContentError[]> {
    const broken = new Map<string, ContentError[]>();
    const targets = this.linkTargets();
    for (const page of this.files()) {
      for (const link of page.links) {
        try {
          resolvePageLink(link.href, page, link.line, targets);
        } catch (error) {
          if (!(error instanceof ContentError)) throw error;
          broken.set(page.file, [...(broken.get(page.file) ?? []), error]);
        }
      }
    }
    return broken;
  }

  /** Every parsed markdown file: the pages, then their tab files. */
  files(): ParsedPage[] {
    return [...this.pages.values(), ...this.tabs.values()];
  }

  /** Every demo of the site by id (a demo shown on two pages is one demo). */
  demos(): Map<string, DemoRef> {
    const demos = new Map<string, DemoRef>();
    for (const page of this.files()) for (const demo of page.demos) demos.set(demo.id, demo);
    return demos;
  }

  /** The page list in route order, for the route table and the sitemap. */
  sortedPages(): ParsedPage[] {
    return [...this.pages.values()].sort((a, b) => a.routePath.localeCompare(b.routePath));
  }

  /** The top navigation the theme shows, from the same config and page list as the browser's. */
  nav(): NavItem[] {
    return siteNav(
      this.config,
      this.sortedPages().map((page) => ({ path: page.routePath, meta: this.routeMeta(page) })),
    );
  }

  routeMeta(page: ParsedPage): RouteEntry['meta'] {
    const { id, title, group, order, tag, nav } = page.meta;
    return {
      id,
      title,
      ...(group ? { group } : {}),
      ...(order !== undefined ? { order } : {}),
      ...(tag ? { tag } : {}),
      ...(nav ? { nav } : {}),
    };
  }
}
