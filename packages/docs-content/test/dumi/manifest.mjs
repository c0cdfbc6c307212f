// The manifest the benchmark reads: page counts and ranges, the measured pages, search queries.
import path from 'node:path';
import { words } from './prose.mjs';
import { HOME, write } from './render.mjs';

/** Each component page's size: words, demo lines, headings, and a sentence that marks it. */
const componentSizes = (pages) =>
  pages
    .filter((p) => p.group !== 'Guide')
    .map((p) => ({
      slug: p.slug,
      title: p.title,
      words: p.blocks.reduce(
        (n, b) =>
          n + (b.p ? words(b.p) : b.list ? words(b.list.join(' ')) : b.table ? words(b.table) : 0),
        0,
      ),
      demoLines: p.blocks.filter((b) => b.demo).map((b) => b.demo.src.split('\n').length),
      headings: p.blocks.filter((b) => b.h).length,
      marker: p.blocks.find((b) => b.p).p.split('. ')[0],
    }));

export function writeManifest(OUT, pages) {
  const comp = componentSizes(pages);
  const longest = [...comp].sort((a, b) => b.words - a.words)[0];
  const manifest = {
    pages: pages.length + 1,
    componentPages: comp.length,
    wordRange: [Math.min(...comp.map((c) => c.words)), Math.max(...comp.map((c) => c.words))],
    demoLineRange: [
      Math.min(...comp.flatMap((c) => c.demoLines)),
      Math.max(...comp.flatMap((c) => c.demoLines)),
    ],
    headingRange: [
      Math.min(...comp.map((c) => c.headings)),
      Math.max(...comp.map((c) => c.headings)),
    ],
    measured: [
      { name: 'home', slug: '', marker: HOME.tagline },
      {
        name: 'button',
        slug: 'components/button',
        marker: comp.find((c) => c.title === 'Button').marker,
      },
      { name: 'longest', slug: longest.slug, title: longest.title, marker: longest.marker },
    ],
    // queries typed into each site's search box; each must match page text
    queries: ['swipe', 'cascader', 'dark mode', 'safe areas', 'ellipsis'],
    components: comp,
  };
  write(path.join(OUT, 'manifest.json'), JSON.stringify(manifest, null, 1));
  write(path.join(OUT, '.done'), new Date(0).toISOString());
  console.log(
    `corpus: ${manifest.pages} pages (${comp.length} components), words/page ${manifest.wordRange.join('-')}, demo lines ${manifest.demoLineRange.join('-')}, headings ${manifest.headingRange.join('-')}, longest ${longest.slug} (${longest.words} words)`,
  );
}
