import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { version } from './version';

/** The scripts a docs site runs, by the names `pnpm start` and friends expect. */
const scripts = {
  dev: 'tessera-docs dev',
  build: 'tessera-docs build',
  start: 'tessera-docs serve',
};

/** What a new site depends on: the docs packages at this version, and their peers. */
const dependencies = {
  '@tessera/docs-content': `^${version}`,
  '@tessera/docs-theme': `^${version}`,
  react: '^19.0.0',
  'react-dom': '^19.0.0',
  'react-router-dom': '^7.0.0',
  vite: '^8.0.0',
};

function files(title: string): Record<string, string> {
  return {
    'docs.config.ts': `import { defineConfig } from '@tessera/docs-content';

export default defineConfig({
  title: ${JSON.stringify(title)},
  description: 'Components for your product, documented with live demos.',
  // Component pages are /components/{name}; \`routePrefix: { components: 'acme-' }\` makes
  // them /components/acme-{name}.
  // Generate API tables from your library's TypeScript: install \`typescript\` (5 or 6), name
  // the entry, then write <API id="Button"></API> on a page.
  // apiParser: { entry: 'your-library' },
});
`,
    'docs/index.md': `---
title: ${title}
hero:
  title: ${title}
  description: Components for your product, documented with live demos.
  actions:
    - text: Get started
      link: /guide
features:
  - title: Live demos
    description: Every example runs on the page, and its code is one click away.
  - title: Search
    description: Pages, sections and demos, searchable as you type.
---
`,
    'docs/guide/index.md': `---
title: Getting started
order: 1
---

# Getting started

Install the library, then import a component:

\`\`\`sh
npm install your-library
\`\`\`

Each component has a page under [Components](../components/Counter.md), with live demos.
`,
    'docs/components/Counter.md': `---
title: Counter
description: A button that counts its taps.
group:
  title: General
  order: 1
order: 1
---

# Counter

A demo is a file next to the page. Its default export renders live, and readers can open its
code. Import your library in demos by its package name, as your users will.

## Basic

<code src="./demos/counter/basic.tsx"></code>
`,
    'docs/components/demos/counter/basic.tsx': `/**
 * title: Basic
 * description: Tap the button; the count goes up.
 */
import { useState } from 'react';

export default function Basic() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Tapped {count} times
    </button>
  );
}
`,
  };
}

interface InitResult {
  written: string[];
  skipped: string[];
}

/**
 * Scaffolds a docs site in `root`: a config, a home page, a guide page and one component page
 * with a demo, and the scripts and dependencies in package.json. Existing files are kept, so
 * running it again, or in a folder that has some of them, loses nothing.
 */
export function initSite(root: string, title = titleOf(root)): InitResult {
  const written: string[] = [];
  const skipped: string[] = [];
  for (const [name, text] of Object.entries(files(title))) {
    const file = path.join(root, name);
    if (existsSync(file)) {
      skipped.push(name);
      continue;
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(name);
  }
  const manifest = path.join(root, 'package.json');
  const pkg = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>)
    : { name: path.basename(root), private: true, type: 'module' };
  const own = (key: string) => (pkg[key] ?? {}) as Record<string, string>;
  pkg.scripts = { ...scripts, ...own('scripts') };
  pkg.dependencies = { ...dependencies, ...own('dependencies') };
  writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
  written.push('package.json');
  return { written, skipped };
}

/** "acme-ui" → "Acme UI" style: the folder's name, words capitalised. */
function titleOf(root: string): string {
  const words = path
    .basename(path.resolve(root))
    .split(/[-_\s]+/)
    .filter(Boolean);
  return (
    words
      .map((w) => (w.length <= 2 ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1)))
      .join(' ') || 'Docs'
  );
}
