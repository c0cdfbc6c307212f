import { useEffect } from 'react';
import { HydrationBoundary } from '../app/HydrationBoundary';
import { RouteBoundary } from '../app/RouteBoundary';
import { useRouterState } from '../app/routeView';
import { useDelayed } from '../app/useDelayed';
import { usePage } from '../app/usePage';
import { useSlots } from '../app/SlotsContext';
import { useLangs, useT } from '../i18n/useT';
import * as styles from './layout.css';
import { PageRoute } from './PageRoute';
import { ErrorRoute, NotFoundRoute } from './SlotRoutes';

/** A page chunk that takes longer than this shows the loading skeleton. */
const SKELETON_DELAY_MS = 200;

/** Navbar, sidebar, the page and its table of contents. */
export function DocLayout() {
  const { page, notFound, site, sidebar, pathname } = usePage();
  const { Navbar, Sidebar, Toc, Loading, SiteFooter } = useSlots();
  const t = useT();
  const { view, pending } = useRouterState();
  const loading = !!pending && pending.pathname !== pathname;
  const showSkeleton = useDelayed(loading, SKELETON_DELAY_MS);
  const { label } = useLangs();
  const title = notFound ? t('notFound.title') : page?.meta.title;
  const siteTitle = label(site.title).text;

  useEffect(() => {
    document.title = title && title !== site.title ? `${title} - ${siteTitle}` : siteTitle;
  }, [title, site.title, siteTitle]);

  const hasToc = !!page && page.toc.some((entry) => entry.depth > 1);
  const tocMode = page?.meta.toc ?? 'content';
  const menuToc = hasToc && tocMode === 'menu';

  return (
    <>
      <Navbar />
      <div className={styles.docBody}>
        {(sidebar.length > 0 || menuToc) && (
          <div className={styles.sidebarColumn}>
            <HydrationBoundary>
              {sidebar.length > 0 && <Sidebar />}
              {menuToc && <Toc />}
            </HydrationBoundary>
          </div>
        )}
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {showSkeleton ? (
            <Loading />
          ) : (
            <RouteBoundary resetKey={pathname}>
              {view?.kind === 'error' ? (
                <ErrorRoute error={view.error} />
              ) : notFound ? (
                <NotFoundRoute />
              ) : (
                <PageRoute />
              )}
            </RouteBoundary>
          )}
        </main>
        {hasToc && tocMode === 'content' && (
          <div className={styles.tocColumn}>
            <HydrationBoundary>
              <Toc />
            </HydrationBoundary>
          </div>
        )}
      </div>
      <SiteFooter />
    </>
  );
}
