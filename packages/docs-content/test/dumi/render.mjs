// What every flavour writes its pages with: front matter, the page body, the home page's text.
import fs from 'node:fs';
import path from 'node:path';
import { GROUPS } from './componentPages.mjs';

export const fm = (obj) => '---\n' + obj + '\n---\n\n';
export function body(page, demo, pure = '') {
  // dumi renders tsx/jsx code blocks as live demos unless marked `| pure`
  return (
    page.blocks
      .map((b) => {
        if (b.h) return `${'#'.repeat(b.h)} ${b.text}`;
        if (b.p) return b.p;
        if (b.list) return b.list.map((x) => `- ${x}`).join('\n');
        if (b.table) return b.table;
        if (b.code)
          return (
            '```' +
            (b.code.startsWith(':root')
              ? 'css'
              : b.code.startsWith('npm')
                ? 'bash'
                : 'tsx' + pure) +
            '\n' +
            b.code +
            '\n```'
          );
        if (b.demo) return demo(b.demo);
        return '';
      })
      .join('\n\n') + '\n'
  );
}
export const esc = (s) => s.replace(/"/g, '&quot;');
export const HOME = {
  title: 'Mobile UI',
  tagline: 'A lightweight React component library for mobile web apps',
  features: [
    ['Light and fast', 'Every component is tree-shakeable and tuned for mobile networks.'],
    ['Themeable', 'CSS variables drive colors, radii and dark mode.'],
    ['Accessible', 'Roles, labels and focus order are built in.'],
  ],
};

export function write(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** Every demo file of the pages, by its path under `demos/`. */
export function demoFiles(pages) {
  const files = new Map();
  for (const p of pages) for (const b of p.blocks) if (b.demo) files.set(b.demo.file, b.demo.src);
  return files;
}

/** The sidebar's categories: the guide, then each component group, with their pages. */
export const categories = (pages) => [
  ['Guide', pages.filter((p) => p.group === 'Guide')],
  ...GROUPS.map(([g]) => [g, pages.filter((p) => p.group === g)]),
];
