import { useMemo } from 'react';
import { usePage } from '../../app/usePage';
import { useRequestedTab } from '../content/PageTabs';
import type { TocEntry } from '../../types';
import { outlineEntries } from './outline';

/**
 * The sections of the page or tab being read, and whether they form a timeline (a
 * changelog's `timeline: true`, on its own content only).
 */
export function useOutline(): { entries: TocEntry[]; timeline: boolean } {
  const { page } = usePage();
  // A page's tab has its own outline.
  const { tab } = useRequestedTab(page?.tabs);
  const toc = tab?.toc ?? page?.toc;
  const entries = useMemo(() => outlineEntries(toc), [toc]);
  return { entries, timeline: page?.meta.timeline === true && !tab };
}
