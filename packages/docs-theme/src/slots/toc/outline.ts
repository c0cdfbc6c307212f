import type { TocEntry } from '../../types';

/** The outline shows sections and their subsections: the page title and deeper levels stay out. */
export const outlineEntries = (toc: readonly TocEntry[] | undefined): TocEntry[] =>
  toc?.filter((entry) => entry.depth > 1 && entry.depth < 4) ?? [];
