/**
 * The peers `pnpm bench --peers` builds and measures beside us, each with exact versions, and
 * how each turns the generated corpus into a site of its own: the files it writes, the command
 * that builds it cold, and how its search is opened and its result rows are recognised.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const HOME_DESCRIPTION = 'A lightweight React component library for mobile web apps';

/**
 * VitePress renders Vue, so it gets the corpus's VitePress flavour: the same prose, demos as
 * highlighted code. Local search (MiniSearch, loaded on first use) is on.
 */
const vitePress = {
  id: 'vitepress',
  name: 'VitePress 1.6.4',
  dependencies: { vitepress: '1.6.4', vue: '3.5.45' },
  bin: 'vitepress',
  buildArgs: ['build', 'docs'],
  caches: ['docs/.vitepress/cache', 'docs/.vitepress/dist'],
  dist: 'docs/.vitepress/dist',
  button: '/components/button',
  // MiniSearch's index, a script chunk of the build.
  searchIndex: /^assets\/chunks\/@localSearchIndex.*\.js$/,
  search: {
    open: '#local-search button',
    input: '#localsearch-input',
    row: '#localsearch-list [role=option]',
    debounceMs: 200,
  },
  write(corpusRoot, site) {
    const docs = path.join(site, 'docs');
    rmSync(docs, { recursive: true, force: true });
    cpSync(path.join(corpusRoot, 'vitepress'), docs, { recursive: true });
    const sidebar = JSON.parse(readFileSync(path.join(docs, 'sidebar.json'), 'utf8'));
    rmSync(path.join(docs, 'sidebar.json'));
    const config = {
      title: 'Mobile UI',
      description: HOME_DESCRIPTION,
      cleanUrls: true,
      themeConfig: {
        nav: [
          { text: 'Guide', link: '/guide/' },
          { text: 'Components', link: '/components/button' },
        ],
        sidebar: { '/guide/': sidebar.slice(0, 1), '/components/': sidebar.slice(1) },
        outline: [2, 3],
        search: { provider: 'local' },
      },
    };
    mkdirSync(path.join(docs, '.vitepress'));
    writeFileSync(
      path.join(docs, '.vitepress/config.mjs'),
      `export default ${JSON.stringify(config, null, 2)};\n`,
    );
  },
};

/** The Docusaurus sidebar module of the corpus, read without running it as CommonJS. */
function readSidebars(file) {
  const source = readFileSync(file, 'utf8').replace(/^[\s\S]*?module\.exports\s*=/, 'return ');
  return new Function(source)();
}

/**
 * Rspress compiles MDX, so it gets the corpus's MDX flavour: pages that import and render the
 * same React demo files as ours, each with its source below. Built-in local search is on.
 */
const rspress = {
  id: 'rspress',
  name: 'Rspress 2.0.22',
  dependencies: { '@rspress/core': '2.0.22', react: '19.3.1', 'react-dom': '19.3.1' },
  bin: 'rspress',
  buildArgs: ['build'],
  caches: ['doc_build', 'node_modules/.cache', 'node_modules/.rspress'],
  dist: 'doc_build',
  button: '/components/button',
  searchIndex: /^static\/search_index\..*\.json$/,
  search: {
    open: '.rp-search-button',
    input: '.rp-search-panel__input',
    row: '.rp-suggest-item',
    debounceMs: 150,
  },
  write(corpusRoot, site) {
    const flavour = path.join(corpusRoot, 'docusaurus');
    for (const folder of ['docs', 'demos']) {
      rmSync(path.join(site, folder), { recursive: true, force: true });
      cpSync(path.join(flavour, folder), path.join(site, folder), { recursive: true });
    }
    const titleOf = (id) =>
      readFileSync(path.join(site, 'docs', `${id}.mdx`), 'utf8').match(
        /^title:\s*"?(.*?)"?\s*$/m,
      )?.[1] ?? id;
    const sections = (categories) =>
      categories.map((category) => ({
        text: category.label,
        collapsed: false,
        items: category.items.map((id) => ({
          text: titleOf(id),
          link: `/${id.replace(/\/index$/, '/')}`,
        })),
      }));
    const sidebars = readSidebars(path.join(flavour, 'sidebars.js'));
    const sidebar = {
      '/guide/': sections(sidebars.guide),
      '/components/': sections(sidebars.components),
    };
    writeFileSync(
      path.join(site, 'rspress.config.ts'),
      [
        "import path from 'node:path';",
        "import { defineConfig } from '@rspress/core';",
        '',
        'export default defineConfig({',
        "  root: path.join(__dirname, 'docs'),",
        "  title: 'Mobile UI',",
        `  description: ${JSON.stringify(HOME_DESCRIPTION)},`,
        '  route: { cleanUrls: true },',
        '  search: {},',
        '  themeConfig: {',
        "    nav: [{ text: 'Guide', link: '/guide/' }, { text: 'Components', link: '/components/button' }],",
        `    sidebar: ${JSON.stringify(sidebar)},`,
        '  },',
        // The corpus's MDX imports its demos as `@site/demos/...`, as Docusaurus resolves them.
        "  builderConfig: { resolve: { alias: { '@site': __dirname } } },",
        '});',
        '',
      ].join('\n'),
    );
  },
};

export const peerSites = [vitePress, rspress];

/** How our own site is searched, for the same timing harness. */
export const ourSearch = {
  input: '[role=combobox]',
  row: '[role=listbox] [role=option]',
  debounceMs: 200,
};
