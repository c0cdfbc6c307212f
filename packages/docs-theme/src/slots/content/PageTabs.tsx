import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useHydrated } from '../../app/useHydrated';
import type { PageModule, PageTab } from '../../types';

/**
 * The tab `?tab={key}` selects, or undefined for the page's own content. Prerendered HTML
 * shows the default tab (a query string cannot be prerendered), so on the first page the
 * requested tab appears after hydration. An unknown key is dropped from the address.
 */
export function useActiveTab(tabs: PageTab[] | undefined): PageTab | undefined {
  const [searchParams, setSearchParams] = useSearchParams();
  // Later pages, rendered in the browser, read `?tab` on their first render.
  const ready = useHydrated();
  const requested = searchParams.get('tab');
  const active =
    ready && requested !== null ? tabs?.find((tab) => tab.key === requested) : undefined;
  const unknown = ready && requested !== null && !active;
  useEffect(() => {
    if (!unknown) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('tab');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [unknown, setSearchParams]);
  return active;
}

/** The tab list of a page with tabs: the page's own content first, then each tab. */
export function PageTabs({ page, active }: { page: PageModule; active: PageTab | undefined }) {
  if (!page.tabs?.length) return null;
  const entries = [{ key: '', title: page.meta.title }, ...page.tabs];
  return (
    <nav aria-label="Page tabs">
      <ul>
        {entries.map((entry) => {
          const current = (active?.key ?? '') === entry.key;
          return (
            <li key={entry.key}>
              <Link
                to={{ search: entry.key ? `?tab=${encodeURIComponent(entry.key)}` : '' }}
                aria-current={current ? 'page' : undefined}
                preventScrollReset
              >
                {entry.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
