// The dumi flavour: markdown pages whose demos are `<code src>` tags.
import path from 'node:path';
import { HOME, body, demoFiles, esc, fm, write } from './render.mjs';

export function writeDumi(D, pages) {
  for (const [f, src] of demoFiles(pages)) write(path.join(D, 'demos', f + '.tsx'), src);
  write(
    path.join(D, 'docs/index.md'),
    fm(
      `title: ${HOME.title}\nhero:\n  title: ${HOME.title}\n  description: ${HOME.tagline}\n  actions:\n    - text: Quick start\n      link: /guide\n    - text: Components\n      link: /components/button\nfeatures:\n` +
        HOME.features.map(([t, d]) => `  - title: ${t}\n    description: ${d}`).join('\n'),
    ),
  );
  for (const p of pages) {
    const dir = p.group === 'Guide' ? 'guide' : 'components';
    write(
      path.join(D, 'docs', dir, p.file + '.md'),
      fm(
        `title: ${p.title}\ndescription: ${JSON.stringify(p.description)}\ngroup:\n  title: ${p.group}\n  order: ${p.groupOrder}\norder: ${p.order}`,
      ) +
        `# ${p.title}\n\n` +
        body(
          p,
          (d) =>
            `<code src="../../demos/${d.file}.tsx" title="${esc(d.title)}" description="${esc(d.desc)}"></code>`,
          ' | pure',
        ),
    );
  }
}
