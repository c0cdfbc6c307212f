import type { ContextType, ReactNode } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
} from 'react-router-dom';

const NO_ROUTE = { outlet: null, matches: [], isDataRoute: false };

/**
 * Renders a demo as if no router were around it, which is how it runs as a page's island (a
 * React root of its own). On a demo's own page, and inline in dev, it sits inside the site's
 * router instead: a demo's `MemoryRouter` would then throw ("You cannot render a <Router>
 * inside another <Router>"), and its `useNavigate` would reach the site's data router and move
 * the page. Clearing React Router's contexts here keeps every demo's router its own.
 */
export function OutsidePageRouter({ children }: { children: ReactNode }) {
  return (
    <DataRouterContext.Provider value={null}>
      <DataRouterStateContext.Provider value={null}>
        {/* The contexts' own defaults are null; their types leave that out. */}
        <NavigationContext.Provider
          value={null as unknown as ContextType<typeof NavigationContext>}
        >
          <LocationContext.Provider value={null as unknown as ContextType<typeof LocationContext>}>
            <RouteContext.Provider value={NO_ROUTE}>{children}</RouteContext.Provider>
          </LocationContext.Provider>
        </NavigationContext.Provider>
      </DataRouterStateContext.Provider>
    </DataRouterContext.Provider>
  );
}
