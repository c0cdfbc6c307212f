import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { usePage } from '../app/usePage';
import { useSlots } from '../app/useSlots';
import { useT } from '../i18n/useT';
import * as styles from './layout.css';

/** Navbar, sidebar, the page and its table of contents. */
export function DocLayout() {
  const { page, notFound, site, sidebar } = usePage();
  const { Navbar, Sidebar, Toc } = useSlots();
  const t = useT();
  const title = notFound ? t('notFound.title') : page?.meta.title;

  useEffect(() => {
    document.title = title && title !== site.title ? `${title} - ${site.title}` : site.title;
  }, [title, site.title]);

  return (
    <>
      <Navbar />
      <div className={styles.docBody}>
        {sidebar.length > 0 && <Sidebar />}
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        {page && page.meta.toc !== false && page.toc.length > 0 && <Toc />}
      </div>
    </>
  );
}
