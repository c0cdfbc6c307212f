import { useLocation } from 'react-router-dom';
import { DemoRoute } from '../layouts/DemoRoute';
import { DocLayout } from '../layouts/DocLayout';
import { GlobalLayout } from '../layouts/GlobalLayout';
import { useSlots } from './SlotsContext';
import { RouteBoundary } from './RouteBoundary';
import { useRouterState } from './routeView';

/**
 * Every address under the global layout: a demo opened alone directly, pages and the
 * not-found page inside the docs layout. Until the first address has loaded (a fresh render)
 * the loading skeleton stands alone.
 */
export function AppRoutes() {
  const { view } = useRouterState();
  const { pathname } = useLocation();
  const { Loading } = useSlots();
  if (!view) return <Loading />;
  return (
    <GlobalLayout>
      {view.kind === 'demo' ? (
        <RouteBoundary resetKey={pathname}>
          <DemoRoute id={view.id} />
        </RouteBoundary>
      ) : (
        <DocLayout />
      )}
    </GlobalLayout>
  );
}
