import { useCallback } from 'react';
import { useAppData } from '../../app/AppDataContext';
import { SearchBox } from './SearchBox';

/** The site's search: the client and its worker load on first use, never with the page. */
export function Search() {
  const { site } = useAppData();
  const dataUrl = site.searchData;
  const loadClient = useCallback(async () => {
    if (!dataUrl) throw new Error('This site was built without search data.');
    const { createSearchClient } = await import('@tessera/docs-search');
    return createSearchClient({ source: { dataUrl } });
  }, [dataUrl]);
  return <SearchBox loadClient={loadClient} />;
}
