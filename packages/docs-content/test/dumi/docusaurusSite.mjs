// The Docusaurus flavour: MDX pages importing and rendering the same demo files, plus their source.
import path from 'node:path';
import { kebab } from './prose.mjs';
import { HOME, body, categories, demoFiles, fm, write } from './render.mjs';

export function writeDocusaurus(U, pages) {
  for (const [f, src] of demoFiles(pages)) write(path.join(U, 'demos', f + '.tsx'), src);
  write(
    path.join(U, 'docs/index.mdx'),
    fm(`title: ${HOME.title}\nslug: /\nhide_table_of_contents: true`) +
      `# ${HOME.title}\n\n${HOME.tagline}\n\n[Quick start](/guide) · [Components](/components/button)\n\n` +
      HOME.features.map(([t, d]) => `### ${t}\n\n${d}`).join('\n\n') +
      '\n',
  );
  for (const p of pages) {
    const dir = p.group === 'Guide' ? 'guide' : 'components';
    const imports = p.blocks
      .filter((b) => b.demo)
      .map(
        (b) =>
          `import ${p.file.replace(/\W/g, '')}${b.demo.key[0].toUpperCase() + b.demo.key.slice(1)} from '@site/demos/${b.demo.file}';`,
      )
      .join('\n');
    write(
      path.join(U, 'docs', dir, (p.file === 'index' ? 'index' : kebab(p.file)) + '.mdx'),
      fm(
        `title: ${p.title}\ndescription: ${JSON.stringify(p.description)}\nslug: /${p.slug}\nsidebar_position: ${p.order}`,
      ) +
        (imports ? imports + '\n\n' : '') +
        `# ${p.title}\n\n` +
        body(
          p,
          (d) =>
            `### ${d.title}\n\n${d.desc}\n\n<div className="demo-preview"><${p.file.replace(/\W/g, '')}${d.key[0].toUpperCase() + d.key.slice(1)} /></div>\n\n<details>\n<summary>Show code</summary>\n\n\`\`\`tsx\n${d.src}\`\`\`\n\n</details>`,
        ),
    );
  }
  const cats = categories(pages);
  write(
    path.join(U, 'sidebars.js'),
    `// generated\nmodule.exports = {\n  guide: ${JSON.stringify([{ type: 'category', label: 'Guide', collapsed: false, items: cats[0][1].map((p) => (p.slug === 'guide' ? 'guide/index' : `guide/${p.file}`)) }])},\n  components: ${JSON.stringify(cats.slice(1).map(([g, ps]) => ({ type: 'category', label: g, collapsed: false, items: ps.map((p) => 'components/' + kebab(p.file)) })))},\n};\n`,
  );
}
