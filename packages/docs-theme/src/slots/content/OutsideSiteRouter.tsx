import type { ContextType, ReactNode } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
} from 'react-router-dom';

const NO_ROUTE = { outlet: null, matches: [], isDataRoute: false };

/**
 * Renders a demo as if no router were around it, which is how it runs as a page's island (a
 * React root of its own). Alone on its own page, and inline in dev, it sits inside the site's
 * router instead: a demo's `MemoryRouter` would then throw ("You cannot render a <Router>
 * inside another <Router>"), and its `useNavigate` would move the page. Clearing React
 * Router's contexts keeps every demo's router its own.
 */
export function OutsideSiteRouter({ children }: { children: ReactNode }) {
  // The contexts' own defaults are null; their types leave that out.
  return (
    <NavigationContext.Provider value={null as unknown as ContextType<typeof NavigationContext>}>
      <LocationContext.Provider value={null as unknown as ContextType<typeof LocationContext>}>
        <RouteContext.Provider value={NO_ROUTE}>{children}</RouteContext.Provider>
      </LocationContext.Provider>
    </NavigationContext.Provider>
  );
}
