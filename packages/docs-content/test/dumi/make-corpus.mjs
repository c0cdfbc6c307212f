#!/usr/bin/env node
// Deterministic benchmark corpus for documentation-site frameworks. Plain node, no dependencies.
// Writes (relative to this file, or to the folder given as the first argument):
//   corpus/dumi/        docs/index.md, docs/guide/{index,style,theme,log}.md, docs/components/{Name}.md,
//                       demos/{kebab}/{basic,states,interactive}.tsx  (referenced with <code src=...>)
//   corpus/docusaurus/  docs/**.mdx (import + render the same demos), demos/, sidebars.js
//   corpus/vitepress/   index.md, guide/*.md, components/*.md (demos as fenced code), sidebar.json
//   corpus/manifest.json  page list, longest component page, search queries
//
// The pages are drawn from generators seeded by their names (random.mjs), so every run writes the
// same files; each flavour is written by a module of its own.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GROUPS, componentPage } from './componentPages.mjs';
import { writeDocusaurus } from './docusaurusSite.mjs';
import { writeDumi } from './dumiSite.mjs';
import { guidePages } from './guidePages.mjs';
import { writeManifest } from './manifest.mjs';
import { writeVitepress } from './vitepressSite.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
// The output folder may be given as the first argument (the tests write under test/.fixtures).
const OUT = process.argv[2] ? path.resolve(process.argv[2]) : path.join(HERE, 'corpus');

// A page is { slug, title, description, group, groupOrder, order, blocks[] } where a block is
// { h: 2|3, text } | { p } | { list: [] } | { table } | { code } | { demo }, rendered per flavour.
function allPages() {
  const pages = guidePages();
  GROUPS.forEach(([g, comps], gi) =>
    comps.forEach((c, i) => pages.push(componentPage(c, g, gi + 1, i + 1))),
  );
  return pages;
}

fs.rmSync(OUT, { recursive: true, force: true });
const pages = allPages();
writeDumi(path.join(OUT, 'dumi'), pages);
writeDocusaurus(path.join(OUT, 'docusaurus'), pages);
writeVitepress(path.join(OUT, 'vitepress'), pages);
writeManifest(OUT, pages);
