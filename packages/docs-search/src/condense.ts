import { distinctProps } from './entries';
import type { SearchPage, SearchSection } from './types';

/**
 * What the search data keeps of a page. Readers look for component names, props, section
 * titles and demo titles first; those are kept whole. Prose is most of a page's words and of
 * the data's size, so each section keeps its lead: the first sentence of each of its
 * paragraphs, in order, while they fit in `SECTION_PROSE` characters (always at least the
 * first, cut at a word if it is longer). A demo's description is prose too and keeps its first
 * sentence, cut alike; its title and keywords stay whole. A prop's name stays whole and its
 * summary is cut alike. A prop several API tables of the page show from one
 * declaration is kept once, and React's own `className` and `style`, which every component
 * takes, are left out: a search for them would list every component page.
 */
export const SECTION_PROSE = 100;

const EVERY_COMPONENTS_PROPS = new Set(['className', 'style']);

/** A paragraph's first sentence: up to the first '.', '!' or '?' that a space follows. */
export const firstSentence = (text: string): string => text.split(/(?<=[.!?])\s/, 1)[0] ?? '';

/**
 * `text` cut to at most `length` characters at a space; a text without a space there is cut
 * there, never inside a surrogate pair.
 */
export function cutAtWord(text: string, length: number): string {
  if (text.length <= length) return text;
  const space = text.lastIndexOf(' ', length);
  if (space > 0) return text.slice(0, space);
  const code = text.charCodeAt(length - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}

/** The lead of a section's paragraphs (see `SECTION_PROSE`). */
export function leadOf(paragraphs: readonly string[], budget = SECTION_PROSE): string[] {
  const lead: string[] = [];
  let used = 0;
  for (const paragraph of paragraphs) {
    const sentence = firstSentence(paragraph);
    if (lead.length === 0) {
      const cut = cutAtWord(sentence, budget);
      lead.push(cut);
      used = cut.length;
    } else if (used + sentence.length <= budget) {
      lead.push(sentence);
      used += sentence.length;
    } else break;
  }
  return lead;
}

export function condense(page: SearchPage): SearchPage {
  const sections = page.sections.map((section): SearchSection => ({
    ...section,
    paragraphs: leadOf(section.paragraphs),
  }));
  const demos = page.demos.map((demo) => ({
    ...demo,
    description: cutAtWord(firstSentence(demo.description), SECTION_PROSE),
  }));
  if (!page.apis) return { ...page, sections, demos };
  const kept = new Set(
    distinctProps(page.apis)
      .map(({ prop }) => prop)
      .filter((prop) => !EVERY_COMPONENTS_PROPS.has(prop.name)),
  );
  const apis = page.apis
    .map((api) => ({
      ...api,
      props: api.props
        .filter((prop) => kept.has(prop))
        .map((prop) => ({ ...prop, description: cutAtWord(prop.description, SECTION_PROSE) })),
    }))
    .filter((api) => api.props.length > 0);
  return { ...page, sections, demos, apis };
}
