import { useEffect, useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLangs, useT } from '../../i18n/useT';
import type { PageModule, PageTab } from '../../types';
import { cleanTabQuery, resolveTab, tabKeyTarget } from './pageTab';
import * as styles from './PageTabs.css';
import { Link } from '../../app/Link';

const noSubscription = () => () => {};

/**
 * The tab `?tab={key}` selects, or undefined for the page's own content. Prerendered HTML
 * shows the default tab (a query string cannot be prerendered), so on the first page the
 * requested tab appears after hydration; later pages, rendered in the browser, read it on
 * their first render.
 */
export function useRequestedTab(tabs: PageTab[] | undefined): {
  tab: PageTab | undefined;
  requested: string | null;
} {
  const query = new URLSearchParams(useLocation().search).get('tab');
  // Hydration sees no tab, as the server did. A page opened without `?tab=` then has nothing
  // to change, so the page does not render a second time right after hydrating.
  const requested = useSyncExternalStore(
    noSubscription,
    () => query,
    () => null,
  );
  return { tab: resolveTab(tabs, requested), requested };
}

/**
 * The active tab, as `useRequestedTab`. The address is corrected in place (no new history
 * entry, no reload, the fragment kept): an unknown key is dropped, and of repeated keys only
 * the first, which is the one shown, stays.
 */
export function useActiveTab(tabs: PageTab[] | undefined): PageTab | undefined {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const { tab, requested } = useRequestedTab(tabs);
  // Only an address with a `tab` key can need cleaning, and only once hydrated.
  const cleaned = requested === null ? null : cleanTabQuery(search, tab);
  useEffect(() => {
    if (cleaned === null) return;
    void navigate({ search: cleaned, hash }, { replace: true });
  }, [cleaned, hash, navigate]);
  return tab;
}

/**
 * The tab list of a page with tabs: the page's own content first, then each tab. Every tab
 * is a link to its `?tab=` address, so it works without JavaScript and opens in a new
 * window; as in the ARIA tabs pattern, one stop in the Tab order (the current tab), arrow
 * keys, Home and End move between tabs and Enter opens one.
 */
export function PageTabs({ page, active }: { page: PageModule; active: PageTab | undefined }) {
  const t = useT();
  const { chrome, content } = useLangs();
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  if (!page.tabs?.length) return null;
  const entries = [{ key: '', title: page.meta.tabTitle ?? t('page.defaultTab') }, ...page.tabs];

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = tabKeyTarget(event.key, index, entries.length);
    if (target === undefined) return;
    event.preventDefault();
    links.current[target]?.focus();
  };

  return (
    <nav aria-label={t('page.tabs')} className={styles.tabs} lang={chrome}>
      <ul className={styles.list}>
        {entries.map((entry, index) => {
          const current = (active?.key ?? '') === entry.key;
          return (
            <li key={entry.key}>
              <Link
                ref={(element) => {
                  links.current[index] = element;
                }}
                to={{ search: entry.key ? `?tab=${encodeURIComponent(entry.key)}` : '' }}
                aria-current={current ? 'page' : undefined}
                tabIndex={current ? 0 : -1}
                className={styles.tab}
                lang={entry.key ? content : undefined}
                onKeyDown={(event) => onKeyDown(event, index)}
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
