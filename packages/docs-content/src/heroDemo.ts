import type { PageMeta } from '@tessera/docs-theme/types';
import { loadDemo, type DemoRef } from './demos';

/**
 * The demo a home page's frontmatter names with `hero.demo`: read like a demo tag of the page
 * (its doc comment, its id), so it gets a chunk, a standalone route and its styles as any
 * other; the theme shows it beside the hero instead of in the content.
 */
export function loadHeroDemo(
  hero: PageMeta['hero'],
  page: { file: string; label: string; name: string; line?: number },
): DemoRef | undefined {
  if (!hero?.demo) return undefined;
  return loadDemo({
    src: hero.demo,
    pageFile: page.file,
    pageLabel: page.label,
    pageName: page.name,
    line: page.line,
    attributes: {},
  });
}
