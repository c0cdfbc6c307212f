import type { ReactNode } from 'react';
import { PageProvider } from '../app/usePage';
import { usePrefetch } from '../app/usePrefetch';
import { useLangs, useT } from '../i18n/useT';
import { RouteAnnouncer } from './RouteAnnouncer';
import * as styles from './layout.css';
import { useScrollMemory } from './useScrollMemory';

/** Wraps every route, the standalone demos included. */
export function GlobalLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const { chrome } = useLangs();
  usePrefetch();
  useScrollMemory();
  return (
    <PageProvider>
      <a className={styles.skipLink} href="#main-content" lang={chrome}>
        {t('nav.skip')}
      </a>
      {children}
      <RouteAnnouncer />
    </PageProvider>
  );
}
