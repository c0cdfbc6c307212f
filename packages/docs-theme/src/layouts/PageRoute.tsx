import { useMemo } from 'react';
import { contentComponents } from '../app/contentComponents';
import { HydrationBoundary } from '../app/HydrationBoundary';
import { usePage } from '../app/usePage';
import { useSlots } from '../app/SlotsContext';
import { PageTabs, useActiveTab } from '../slots/content/PageTabs';
import { TocMenu } from '../slots/toc/TocMenu';
import * as styles from './layout.css';

/** The body of a documentation page: its compiled content and the footer. */
export function PageRoute() {
  const { page } = usePage();
  const { PageFooter, Demo, ApiTable, HomeLayout } = useSlots();
  const components = useMemo(() => contentComponents(Demo, ApiTable), [Demo, ApiTable]);
  const tab = useActiveTab(page?.tabs);
  if (!page) return null;
  const Content = tab?.Content ?? page.default;
  const content = (
    <HydrationBoundary>
      <Content components={components} />
    </HydrationBoundary>
  );
  if (page.meta.hero)
    return <HomeLayout meta={page.meta} content={content} heroDemo={page.heroDemo} />;
  const tocMode = page.meta.toc ?? 'content';
  return (
    <article className={`${styles.article} ${styles.markdown}`}>
      <PageTabs page={page} active={tab} />
      {tocMode !== false && (
        <HydrationBoundary>
          <TocMenu besideFrom={tocMode === 'menu' ? 'sidebar' : 'toc'} />
        </HydrationBoundary>
      )}
      {content}
      <HydrationBoundary>
        <PageFooter />
      </HydrationBoundary>
    </article>
  );
}
