import { useMemo } from 'react';
import { contentComponents } from '../app/contentComponents';
import { usePage } from '../app/usePage';
import { useSlots } from '../app/useSlots';
import * as styles from './layout.css';

/** The body of a documentation page: its compiled content and the footer. */
export function PageRoute() {
  const { page } = usePage();
  const { PageFooter, Demo, ApiTable, HomeLayout } = useSlots();
  const components = useMemo(() => contentComponents(Demo, ApiTable), [Demo, ApiTable]);
  if (!page) return null;
  const Content = page.default;
  if (page.meta.hero)
    return <HomeLayout meta={page.meta} content={<Content components={components} />} />;
  return (
    <article className={`${styles.article} ${styles.markdown}`}>
      <Content components={components} />
      <PageFooter />
    </article>
  );
}
