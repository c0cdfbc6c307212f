// The VitePress flavour: the same prose, demos as fenced code (VitePress is Vue; no live React demos).
import path from 'node:path';
import { kebab } from './prose.mjs';
import { HOME, body, categories, fm, write } from './render.mjs';

export function writeVitepress(V, pages) {
  write(
    path.join(V, 'index.md'),
    fm(
      `layout: home\ntitle: ${HOME.title}\nhero:\n  name: ${HOME.title}\n  tagline: ${HOME.tagline}\n  actions:\n    - theme: brand\n      text: Quick start\n      link: /guide/\n    - theme: alt\n      text: Components\n      link: /components/button\nfeatures:\n` +
        HOME.features.map(([t, d]) => `  - title: ${t}\n    details: ${d}`).join('\n'),
    ),
  );
  for (const p of pages) {
    const file =
      p.group === 'Guide'
        ? p.file === 'index'
          ? 'guide/index.md'
          : `guide/${p.file}.md`
        : `components/${kebab(p.file)}.md`;
    write(
      path.join(V, file),
      fm(`title: ${p.title}\ndescription: ${JSON.stringify(p.description)}`) +
        `# ${p.title}\n\n` +
        body(p, (d) => `### ${d.title}\n\n${d.desc}\n\n\`\`\`tsx\n${d.src}\`\`\``),
    );
  }
  const cats = categories(pages);
  write(
    path.join(V, 'sidebar.json'),
    JSON.stringify(
      cats.map(([g, ps]) => ({
        text: g,
        items: ps.map((p) => ({
          text: p.title,
          link: '/' + p.slug + (p.slug === 'guide' ? '/' : ''),
        })),
      })),
      null,
      1,
    ),
  );
}
